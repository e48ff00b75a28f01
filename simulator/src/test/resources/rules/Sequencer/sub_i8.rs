// valid Fetch::FETCH_SIZE  (the sub context reads 8-byte packets of i8 out of 16-byte rows: gcd(8, 64) = 8)
// valid Commit::SIZE  (the sub context commits 8 i8 per packet into 64 contiguous bytes: commit_size = gcd(64, 8) = 8)
// invalid Commit::SIZE: "fetch::<i8, m![R, C / 8], m![C % 8]>()\n        .collect::<m![R, C / 8], m![C % 8 # 32]>()" => "fetch::<i8, m![R], m![C]>()\n        .collect::<m![R], m![C # 32]>()"  (16 i8 committed per packet in the sub context: commit_size = gcd(64, 16) = 16, not 8)
// valid Commit::SIZE: "fetch::<i8, m![R, C / 8], m![C % 8]>()\n        .collect::<m![R, C / 8], m![C % 8 # 32]>()" => "fetch::<i8, m![R], m![C]>()\n        .collect::<m![R], m![C # 32]>()"; "        .sub\n" => "        .main\n"  (the same 16-byte commit in the main context, whose commit_size is any multiple of 8)
// base: "let x_dm = x.to_dm::<Cluster, m![S], m![R, C]>(&mut ctx.tdma, 0);" => "let x_dm = x.to_dm::<Cluster, m![S], m![C / 4, R, C % 4]>(&mut ctx.tdma, 0);"  (the rows stored in 4-byte quarters, C / 4 outermost)
// valid Fetch::FETCH_SIZE: "        .sub\n" => "        .main\n"  (the main context reads the 4-byte runs 4 bytes at a time)
// invalid Fetch::FETCH_SIZE: "        .main\n" => "        .sub\n"  (the sub context fetches 8 bytes at a time: gcd(packet 8, contiguous 4) = 4)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 4, C = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn copy_rows(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![R, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![R, C]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i8, m![R, C / 8], m![C % 8]>()
        .collect::<m![R, C / 8], m![C % 8 # 32]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
