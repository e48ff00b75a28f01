axes![
    A = 64, // rows
    B_long = 8,
];
pub type Row = m![A / 8];
