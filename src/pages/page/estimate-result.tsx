import { t, tn } from '../../state/lang';
import { weight } from '../../lib/units';
import type { Estimate } from '../../api/types/shipping';
import { Yuan } from '../../ui/Yuan';
import { Box, Rows } from '../member/parcel/parts';

/**
 * The calculator's answer (its own chunk, fetched while the form is filled in): the weights that make the chargeable
 * one, then every line's chargeable weight, fee (¥, ≈ the chosen currency under it) and transit time, and the lines
 * that refuse, with why.
 */
export function Result({ r }: { r: Estimate }) {
  const volumetric = r.volumetric_weight > 0;
  return (
    <>
      <Box title={t('estimate.result', { country: r.country.name })} id="es-sum">
        <Rows rows={[
          [t('estimate.goodsType'), r.goods_type.name],
          [t('estimate.actual'), weight(r.actual_weight)],
          [t('estimate.carton'), weight(r.carton_weight)],
          [t('estimate.withCarton'), weight(r.actual_weight + r.carton_weight)],
          [t('estimate.volumetric', { divisor: r.divisor }), volumetric ? weight(r.volumetric_weight) : t('estimate.noSizes')],
          [t('estimate.chargeable'), <b>{weight(r.chargeable_weight)}</b>],
        ]} />
        <p class="muted">{t('estimate.rule', { carton: r.carton_weight })}</p>
      </Box>
      <Box title={t('estimate.lines', { n: r.lines.length })} id="es-lines">
        {r.lines.length === 0 && <p class="muted">{t('parcels.noLines')}</p>}
        <ul class="lines">
          {r.lines.map((l) => (
            <li key={l.line_id} class="line">
              <span class="line-main">
                <b>{l.name}</b>
                <span class="muted">{l.carrier} · {tn('parcels.transitDays', l.transit_days, {}, 'days')}</span>
                <span>{t('parcels.chargeableShort', { w: weight(l.chargeable_weight) })}</span>
                <span class="muted">{t('estimate.lineRule', { carton: weight(r.actual_weight + r.carton_weight), vol: weight(l.volumetric_weight), divisor: l.divisor })}</span>
              </span>
              <span class="line-fee"><Yuan value={l.fee} class="price" /></span>
            </li>
          ))}
        </ul>
        {r.refused.length > 0 && (
          <>
            <h3 class="pf-label">{t('parcels.refusedN', { n: r.refused.length })}</h3>
            <ul>{r.refused.map((x) => <li key={x.line_id} class="row"><span>{x.name}</span><span class="muted">{x.reason}</span></li>)}</ul>
          </>
        )}
      </Box>
    </>
  );
}
