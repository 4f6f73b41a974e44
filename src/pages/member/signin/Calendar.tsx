import { t, tn } from '../../../state/lang';
import { Icon } from '../../../ui/Icon';
import type { SigninMonth } from '../../../api/types/points';
import { addMonths, dayTitle, leadingBlanks, monthCells, monthTitle, openingMonth, shopDayStartsAt, weekdays, type Cell } from './calendar';

/** `m` null: the month is still loading — the opening month is drawn with no day marked and nothing to tap. */
type Props = { m: SigninMonth | null; onMonth: (month: string) => void; onFill: (day: string) => void };

/** What a screen reader hears for a day. */
function label(c: Cell): string {
  const date = dayTitle(c.day);
  if (c.state === 'signed') return t('points.signin.daySigned', { date, n: tn('points.n', c.entry!.points) });
  if (c.state === 'filled') return t('points.signin.dayFilled', { date });
  if (c.state === 'missed') return t('points.signin.dayMissed', { date });
  return c.today ? t('points.signin.dayToday', { date }) : date;
}

/**
 * A month of sign-ins: 7 columns from Monday, signed days filled red, filled-up days outlined orange, today ringed;
 * a missed day of this month is a button that asks to fill it up. Arrows move between months (not past this one).
 * Days are the shop's (China time), and it says so.
 */
export function Calendar({ m: loaded, onMonth, onFill }: Props) {
  const m = loaded ?? openingMonth();
  const cells = monthCells(m).map((c) => (loaded ? c : { ...c, state: 'none' as const }));
  const current = m.today.slice(0, 7);
  const starts = shopDayStartsAt();
  return (
    <section class="section sg-cal" aria-labelledby="sg-month" aria-busy={!loaded}>
      <div class="sg-head">
        <button type="button" class="icon-btn" aria-label={t('points.signin.prev')} disabled={!loaded} onClick={() => onMonth(addMonths(m.month, -1))}><Icon name="back" /></button>
        <h2 id="sg-month">{monthTitle(m.month)}</h2>
        <button type="button" class="icon-btn" aria-label={t('points.signin.next')} disabled={!loaded || m.month >= current} onClick={() => onMonth(addMonths(m.month, 1))}><Icon name="right" /></button>
      </div>
      <div class="sg-grid sg-wds" aria-hidden="true">{weekdays().map((w) => <span key={w}>{w}</span>)}</div>
      <ol class="sg-grid" aria-label={t('points.signin.calendar', { month: monthTitle(m.month) })}>
        {cells.map((c, i) => {
          const cls = `sg-day sg-${c.state}${c.today ? ' sg-today' : ''}`;
          const mark = c.state === 'signed' ? `+${c.entry!.points}` : c.state === 'filled' ? '✓' : '';
          const body = <><b aria-hidden="true">{c.n}</b><small aria-hidden="true">{mark}</small></>;
          return (
            <li key={c.day} style={i === 0 ? { gridColumnStart: leadingBlanks(m.month) + 1 } : undefined}>
              {c.state === 'missed'
                ? <button type="button" class={cls} aria-label={label(c)} onClick={() => onFill(c.day)}>{body}</button>
                : <span class={cls} aria-current={c.today ? 'date' : undefined}>{body}<span class="sr-only">{label(c)}</span></span>}
            </li>
          );
        })}
      </ol>
      <ul class="sg-legend" aria-hidden="true">
        <li><i class="sg-signed" />{t('points.signin.legendSigned')}</li>
        <li><i class="sg-filled" />{t('points.signin.legendFilled')}</li>
        <li><i class="sg-today" />{t('points.signin.legendToday')}</li>
        <li><i class="sg-missed" />{t('points.signin.legendMissed')}</li>
      </ul>
      {/* Whose day "today" is: the shop's (the server's once a day), and when it turns on the shopper's clock. */}
      <p class="muted sg-zone">{starts ? t('points.signin.zoneStarts', { time: starts }) : t('points.signin.zone')}</p>
    </section>
  );
}
