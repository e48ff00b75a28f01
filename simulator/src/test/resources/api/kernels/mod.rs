// The Vector Engine passes the api/ probes write, one macro per shape of pass: a probe file brings
// them in with `#[macro_use] mod kernels;` and names its own axis A (512 elements) and types Chip
// and Cluster.

/// `out = stages(in)`: a tensor of `$in` fetched into the Vector Engine, its packet padded to Way8,
/// branched by `$branch` (unconditionally unless named), passed through the `$stage` calls and
/// committed as `$out` (`$in` unless named).
///
/// Example: `vector_pass!(fxp_to_fp: i32 -> f32 => .vector_fxp_to_fp(0));` writes the device
/// function `fxp_to_fp` from an i32 tensor to an f32 one.
macro_rules! vector_pass {
    ($name:ident: $in:ident -> $out:ident, $branch:expr => $($stage:tt)+) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<$in, Chip, m![A]>) -> HbmTensor<$out, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$out, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<$in, m![1], m![A % 2]>()
                .collect::<m![1], m![A % 2 # 8]>()
                .vector_init()
                .vector_intra_slice_branch($branch)
                $($stage)+
                .vector_final()
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
    ($name:ident: $in:ident -> $out:ident => $($stage:tt)+) => {
        vector_pass!($name: $in -> $out, BranchMode::Unconditional => $($stage)+);
    };
    ($name:ident: $in:ident => $($stage:tt)+) => {
        vector_pass!($name: $in -> $in, BranchMode::Unconditional => $($stage)+);
    };
}

/// `out = stages(in)` on f32 at Way4: the pass of `vector_pass!` with the packet trimmed to Way4
/// for the `$stage` calls and padded back to Way8 after them.
macro_rules! way4 {
    ($name:ident: $($stage:tt)+) => {
        vector_pass!($name: f32 => .vector_trim_way4::<m![A % 2 # 4]>() $($stage)+ .vector_pad_way8::<m![A % 2 # 8]>());
    };
}
