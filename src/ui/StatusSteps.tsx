import { t } from '../state/lang';
import { stepCount, type StatusKind } from './status-tone';
import './status-steps.css';

/**
 * Where an order, parcel or one-pay order is in its life (design §4): the steps done, the current one and
 * those to come, as a bar of dots under the status. A cancelled one has no bar (its status says so).
 */
export function StatusSteps({ kind, status }: { kind: StatusKind; status: number }) {
  if (status < 0) return null;
  return (
    <ol class="status-steps" aria-label={t('steps.label')}>
      {Array.from({ length: stepCount(kind) }, (_, i) => (
        <li key={i} class={i < status ? 'done' : i === status ? 'now' : undefined} aria-current={i === status ? 'step' : undefined}>
          {t(`steps.${kind}.${i}`)}
        </li>
      ))}
    </ol>
  );
}
