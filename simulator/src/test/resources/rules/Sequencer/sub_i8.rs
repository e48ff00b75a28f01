// valid Fetch::FETCH_SIZE  (the sub context reads 8-byte packets of i8 out of 16-byte rows: gcd(8, 64) = 8)
// valid Commit::SIZE  (the sub context commits 8 i8 per packet into 64 contiguous bytes: commit_size = gcd(64, 8) = 8)
// invalid Commit::SIZE: "fetch::<i8, m![R, C / 8], m![C % 8]>()\n        .collect::<m![R, C / 8], m![C % 8 # 32]>()" => "fetch::<i8, m![R], m![C]>()\n        .collect::<m![R], m![C # 32]>()"  (16 i8 committed per packet in the sub context: commit_size = gcd(64, 16) = 16, not 8)
// valid Commit::SIZE: "fetch::<i8, m![R, C / 8], m![C % 8]>()\n        .collect::<m![R, C / 8], m![C % 8 # 32]>()" => "fetch::<i8, m![R], m![C]>()\n        .collect::<m![R], m![C # 32]>()"; "        .sub\n" => "        .main\n"  (the same 16-byte commit in the main context, whose commit_size is any multiple of 8)
// base: "let x_dm = x.to_dm::<Cluster, m![S], m![R, C]>(&mut ctx.tdma, 0);" => "let x_dm = x.to_dm::<Cluster, m![S], m![C / 4, R, C % 4]>(&mut ctx.tdma, 0);"  (the rows stored in 4-byte quarters, C / 4 outermost)
// valid Fetch::FETCH_SIZE: "        .sub\n" => "        .main\n"  (the main context reads the 4-byte runs 4 bytes at a time)
// invalid Fetch::FETCH_SIZE: "        .main\n" => "        .sub\n"  (the sub context fetches 8 bytes at a time: gcd(packet 8, contiguous 4) = 4)
// base: "#[device(chip = 1)]\nfn copy_rows(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {\n    let x_dm = x.to_dm::<Cluster, m![S], m![R, C]>(&mut ctx.tdma, 0);\n    let y: DmTensor<i8, Chip, Cluster, m![S], m![R, C]> = ctx\n        .sub\n        .begin(x_dm.view())\n        .fetch::<i8, m![R, C / 8], m![C % 8]>()\n        .collect::<m![R, C / 8], m![C % 8 # 32]>()\n        .commit(1 << 12);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)\n}" => "mod rows {\n    use super::*;\n\n    /// Re-lays the rows through the sub context at `at`.\n    pub fn restage(\n        ctx: &mut Context,\n        x: &DmTensor<i8, Chip, Cluster, m![S], m![R, C]>,\n        at: usize,\n    ) -> DmTensor<i8, Chip, Cluster, m![S], m![R, C]> {\n        ctx.sub\n            .begin(x.view())\n            .fetch::<i8, m![R, C / 8], m![C % 8]>()\n            .collect::<m![R, C / 8], m![C % 8 # 32]>()\n            .commit(at)\n    }\n}\n\nconst ROW_BYTES: usize = 64;\nconst STAGES: usize = 4;\nconst FIRST: usize = 1 << 12;\n\n#[device(chip = 1)]\nfn copy_rows(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {\n    let x_dm = x.to_dm::<Cluster, m![S], m![R, C]>(&mut ctx.tdma, 0);\n    let mut y = rows::restage(ctx, &x_dm, FIRST);\n    for k in 1..STAGES {\n        y = rows::restage(ctx, &y, FIRST + k * ROW_BYTES);\n    }\n    y.to_hbm(&mut ctx.tdma, 1 << 20)\n}"  (the copy as a module's helper run in four stages, each at an address computed from consts)
// valid DM::CAPACITY: "const FIRST: usize = 1 << 12;" => "const FIRST: usize = (1 << 19) - STAGES * ROW_BYTES;"  (the fourth stage, at 524288 - 256 + 3 × 64, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "(1 << 19) - STAGES * ROW_BYTES;" => "(1 << 19) - STAGES * ROW_BYTES + 8;"  (only the loop's last iteration, k = 3, ends past the DM: 524232 + 64 = 524296 bytes)
// valid Commit::ALIGN: "const FIRST: usize = 1 << 12;" => "const FIRST: usize = (1 << 12) + 8;"  (every stage at 4104 + 64k, a multiple of 8)
// invalid Commit::ALIGN: "(1 << 12) + 8;" => "(1 << 12) + 4;"  (the helper's commit at 4100, first called before the loop: not 8-byte aligned)
// valid Commit::ALIGN: "const ROW_BYTES: usize = 64;" => "const ROW_BYTES: usize = 64 + 8 * (STAGES - 4);"  (a const computed from another: 64 again)
// invalid Commit::ALIGN: "64 + 8 * (STAGES - 4);" => "64 + 4 * (STAGES - 3);"  (68: the loop's first stage commits at 4164)
// valid Type::ANNOTATION: "            .commit(at)" => "            .commit::<m![(R), C]>(at)"  (the commit's turbofish in parentheses is the return type's Pair<Symbol<R>, Symbol<C>>)
// invalid Type::ANNOTATION: "            .commit::<m![(R), C]>(at)" => "            .commit::<m![R, C / 8, C % 8]>(at)"  (the same layout, but not the type the helper returns: rustc rejects the tail, whatever the two callers pass)
// valid Type::ANNOTATION: "    let mut y = rows::restage(" => "    let mut y: Staged = rows::restage("; "const ROW_BYTES: usize = 64;" => "type Staged = DmTensor<i8, Chip, Cluster, m![S], m![(R, C)]>;\n\nconst ROW_BYTES: usize = 64;"  (the helper's result bound through a whole-type alias: m![(R, C)] is the helper's m![R, C], parentheses only grouping)
// invalid Type::ANNOTATION: "m![(R, C)]>;" => "m![R, C / 4, C % 4]>;"  (the alias names another type of the same layout: rustc expands the alias and rejects the let, mismatched types)
// invalid Type::ANNOTATION: "m![(R, C)]>;" => "m![R, C / 1]>;"  (C / 1 stores C as C does, but Stride<Symbol<C>, 1> is not Symbol<C>)
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
