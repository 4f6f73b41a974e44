import { useEffect, useRef, useState } from 'react';
import { t, tn } from '../../state/lang';
import { reconnects } from '../../state/ui';
import { updateUser } from '../../state/session';
import { spinWheel, wheelInfo } from '../../api/perks';
import type { WheelDraw, WheelInfo } from '../../api/types/perks';
import { LoadFailed } from '../../ui/LoadState';
import { Wheel } from './zhuanpan/Wheel';
import { Result } from './zhuanpan/Result';
import { Wins } from './zhuanpan/Wins';
import { spinMs, spinTarget } from './zhuanpan/wheel-math';
import './zhuanpan/zhuanpan.css';
import { addonPage } from '../../router/addon-page';

/**
 * /pages/index/zhuanpan (login): the spin wheel. Free spins left today, what a bought spin costs and my
 * points; the button asks the server to draw, the wheel turns to the slice it answered and only then shows
 * the prize; my prizes below. The button is off while the wheel turns, and when a spin cannot be paid for.
 */
function WheelPage() {
  const [info, setInfo] = useState<WheelInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  const [turn, setTurn] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<WheelDraw | null>(null);
  const [wins, setWins] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setFailed(false);
    wheelInfo().then((i) => live && setInfo(i), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [n, reconnects.value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!info) return failed ? <LoadFailed onRetry={() => setN((x) => x + 1)} /> : <Skeleton />;
  const free = info.free_left > 0;
  const affordable = free || info.score >= info.cost;

  const spin = async () => {
    if (spinning || !affordable) return;
    setSpinning(true);
    setResult(null);
    let d: WheelDraw;
    try {
      d = await spinWheel();
    } catch {
      // The server's message was toasted (not enough points, no prizes): read the wheel again.
      setSpinning(false);
      setN((x) => x + 1);
      return;
    }
    if (d.index >= 0 && d.index < info.prizes.length) setTurn((cur) => spinTarget(cur, d.index, info.prizes.length, Math.random() * 2 - 1));
    timer.current = setTimeout(() => {
      setSpinning(false);
      setResult(d);
      setInfo((i) => (i ? { ...i, free_left: d.free_left, score: d.score } : i));
      updateUser({ score: d.score });
      setWins((v) => v + 1);
      // The wheel changed under us (the operator set the prizes): draw it again.
      if (d.index < 0) setN((x) => x + 1);
    }, spinMs());
  };

  return (
    <div class="wheel-page">
      <section class="section wh-top">
        <p class="wh-free">{tn('wheel.freeLeft', info.free_left)}</p>
        <p class="wh-points">
          <span>{tn('wheel.cost', info.cost)}</span>
          <span>{tn('wheel.mine', info.score)}</span>
        </p>
        <Wheel prizes={info.prizes} turn={turn} spinning={spinning} />
        <button type="button" class="btn btn-primary btn-block wh-spin" disabled={spinning || !affordable} onClick={() => void spin()} aria-busy={spinning || undefined}>
          {spinning ? t('wheel.spinning') : free ? t('wheel.spinFree') : tn('wheel.spinPaid', info.cost)}
        </button>
        {!affordable && !spinning && <p class="muted">{t('wheel.noPoints')}</p>}
        <p class="muted wh-rules">{t('wheel.rules')}</p>
      </section>
      {result && <Result d={result} />}
      <Wins version={wins} />
    </div>
  );
}

/** Grey wheel and lines from the first paint. */
function Skeleton() {
  return (
    <div class="wheel-page" aria-busy="true">
      <section class="section wh-top">
        <span class="sk wh-sk-line" />
        <span class="sk wh-sk-line" />
        <span class="sk wh-sk-wheel" />
        <span class="sk wh-sk-btn" />
      </section>
    </div>
  );
}

export default addonPage('zhuanpan', WheelPage);
