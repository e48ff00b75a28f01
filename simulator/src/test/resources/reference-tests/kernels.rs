// The kernels of the reference's unit tests under reference-tests/: one macro per shape of test,
// each writing one device function from the test's element type and mappings. A case file invokes
// them once per case, as a crate's modules do after `#[macro_use] mod kernels;`; the axes the
// mappings name are the case file's.

/// One case's kernel: `$name` copies x (256 slices of P over `$axes`) to DM with Element
/// [`$time`, `$packet`], fetches and collects it as [`$time`, `$packet`] of `$t` and transposes it to
/// [`$out_time`, `$out_packet`].
macro_rules! transpose_kernel {
    ($name:ident, $t:ty, [$($axes:tt)*], [$($time:tt)*], [$($packet:tt)*], $out_time:ty, $out_packet:ty) => {
        #[device(chip = 1)]
        fn $name(ctx: &mut Context, x: &HbmTensor<$t, m![1], m![P, $($axes)*]>) -> HbmTensor<$t, m![1], m![P, $($axes)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![P], m![$($time)*, $($packet)*]>(&mut ctx.tdma, 0);
            let _t = ctx
                .main
                .begin(x_dm.view())
                .fetch::<$t, m![$($time)*], m![$($packet)*]>()
                .collect::<m![$($time)*], m![$($packet)*]>()
                .transpose::<$out_time, $out_packet>();
            x_dm.to_hbm::<m![P, $($axes)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

/// One case's kernel: `$name` copies x (256 slices of P over `$h`) to DM with Element `$dm`,
/// fetches it as [`$time`, `$packet`] of `$t` and commits it as `$out`.
macro_rules! commit_kernel {
    ($name:ident, $t:ty, [$($h:tt)*], [$($dm:tt)*], [$($time:tt)*], [$($packet:tt)*], $out:ty) => {
        #[device(chip = 1)]
        fn $name(ctx: &mut Context, x: &HbmTensor<$t, m![1], m![P, $($h)*]>) -> HbmTensor<$t, m![1], m![P, $($h)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![P], m![$($dm)*]>(&mut ctx.tdma, 0);
            let _y = ctx
                .main
                .begin(x_dm.view())
                .fetch::<$t, m![$($time)*], m![$($packet)*]>()
                .commit::<$out>(1 << 16);
            x_dm.to_hbm::<m![P, $($h)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

/// One case's kernel: `$name` copies x (`$h` in HBM) to DM with Slice `$s` and Element [`$time`, K],
/// fetches it as [`$time`, K] and switches it to [`$out_slice`, `$out_time`] with
/// SwitchConfig::CustomBroadcast of ring size `$ring`.
macro_rules! switch_kernel {
    ($name:ident, [$($h:tt)*], [$($s:tt)*], [$($time:tt)*], $out_slice:ty, $out_time:ty, $ring:literal) => {
        #[device(chip = 1)]
        fn $name(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![$($h)*]>) -> HbmTensor<i8, m![1], m![$($h)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![$($s)*], m![$($time)*, K]>(&mut ctx.tdma, 0);
            let _s = ctx
                .main
                .begin(x_dm.view())
                .fetch::<i8, m![$($time)*], m![K]>()
                .switch::<$out_slice, $out_time>(SwitchConfig::CustomBroadcast { ring_size: $ring });
            x_dm.to_hbm::<m![$($h)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

/// One case's kernel: `$name` fills a TRF with w ([S, `$wh`] in HBM, Element `$wd` in DM, fetched
/// as [`$wt`, `$wp`] and collected as [`$wct`, `$wcp`]) and aligns with it x ([S, `$xh`] in HBM,
/// Element `$xd` in DM, fetched as [`$xt`, `$xp`] and collected as [`$xct`, `$xcp`]), both of `$t`,
/// contracts to Packet `$op` and, where the case says so, accumulates (`$kind`) to [`$at`, `$ap`].
macro_rules! contract_kernel {
    (
        $name:ident, $t:ty,
        x [$($xh:tt)*] dm [$($xd:tt)*] fetch [$($xt:tt)*] [$($xp:tt)*] collect [$($xct:tt)*] [$($xcp:tt)*],
        w [$($wh:tt)*] dm [$($wd:tt)*] fetch [$($wt:tt)*] [$($wp:tt)*] collect [$($wct:tt)*] [$($wcp:tt)*],
        contract [$($op:tt)*] $(accumulate [$($at:tt)*] [$($ap:tt)*] $kind:ident)?
    ) => {
        #[device(chip = 1)]
        fn $name(
            ctx: &mut Context,
            x: &HbmTensor<$t, m![1], m![S, $($xh)*]>,
            w: &HbmTensor<$t, m![1], m![S, $($wh)*]>,
        ) -> HbmTensor<$t, m![1], m![S, $($xh)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![S], m![$($xd)*]>(&mut ctx.tdma, 0);
            let w_dm = w.to_dm::<m![1 # 2], m![S], m![$($wd)*]>(&mut ctx.tdma, 1 << 16);
            let w_trf: TrfTensor<$t, m![1], m![1 # 2], m![S], m![$($wt)*], m![$($wp)*]> = ctx
                .sub
                .begin(w_dm.view())
                .fetch::<$t, m![$($wt)*], m![$($wp)*]>()
                .collect::<m![$($wct)*], m![$($wcp)*]>()
                .to_trf(TrfAddress::Full);
            let _c = ctx
                .main
                .begin(x_dm.view())
                .fetch::<$t, m![$($xt)*], m![$($xp)*]>()
                .collect::<m![$($xct)*], m![$($xcp)*]>()
                .align::<m![$($xt)*], m![$($xp)*], _, _>(&w_trf)
                .contract::<m![$($op)*]>()
                $(.accumulate::<m![$($at)*], m![$($ap)*]>(AccumulationKind::$kind))?;
            x_dm.to_hbm::<m![S, $($xh)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

/// One case's kernel where x and w are alike: both `$h` in HBM with Element `$e` in DM, fetched as
/// [1, `$e`] and collected as [`$ct`, `$cp`]; the contract_kernel! of the two contracted to Packet
/// `$op`.
///
/// Example: `twin_contract_kernel!(f, i8, [K] dm [K] collect [K / 32] [K % 32], contract [1]);`
/// reduces a 64-byte packet of K to one element.
macro_rules! twin_contract_kernel {
    ($name:ident, $t:ty, [$($h:tt)*] dm [$($e:tt)*] collect [$($ct:tt)*] [$($cp:tt)*], contract [$($op:tt)*]) => {
        contract_kernel!(
            $name, $t,
            x [$($h)*] dm [$($e)*] fetch [1] [$($e)*] collect [$($ct)*] [$($cp)*],
            w [$($h)*] dm [$($e)*] fetch [1] [$($e)*] collect [$($ct)*] [$($cp)*],
            contract [$($op)*]
        );
    };
}

/// One case's kernel of i8 on a 64-byte packet of W: x (`$xh`, W in HBM; Element [`$xd`, W] in DM)
/// is fetched as [`$xd`] × [W] and aligned with a TRF of Row `$row` (w: [`$row`, W]), contracted to
/// Packet m![1] and accumulated (`$kind`) to [`$at`, `$ap`]; the contract_kernel! of it.
///
/// Example: `row_accumulate_kernel!(f, x [A, B] dm [A, B], row [N], accumulate [B, N] [1 # 8] Sequential);`
/// reduces A over time and keeps [B, N].
macro_rules! row_accumulate_kernel {
    ($name:ident, x [$($xh:tt)*] dm [$($xd:tt)*], row [$($r:tt)*], accumulate [$($at:tt)*] [$($ap:tt)*] $kind:ident) => {
        contract_kernel!(
            $name, i8,
            x [$($xh)*, W] dm [$($xd)*, W] fetch [$($xd)*] [W] collect [$($xd)*, W / 32] [W % 32],
            w [$($r)*, W] dm [$($r)*, W] fetch [$($r)*] [W] collect [$($r)*, W / 32] [W % 32],
            contract [1] accumulate [$($at)*] [$($ap)*] $kind
        );
    };
}
