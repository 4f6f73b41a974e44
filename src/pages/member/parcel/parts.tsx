import type { ComponentChildren } from 'preact';
import { t } from '../../../state/lang';
import { Empty } from '../../../ui/Empty';
import type { DataState } from './common';
import './parcel.css';

/** Label / value rows. */
export function Rows({ rows }: { rows: [string, ComponentChildren][] }) {
  return (
    <dl class="rows">
      {rows.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false).map(([k, v]) => (
        <div key={k} class="row"><dt>{k}</dt><dd>{v}</dd></div>
      ))}
    </dl>
  );
}

/** A section with a heading. */
export function Box({ title, id, children, action, tone }: { title: string; id: string; children: ComponentChildren; action?: ComponentChildren; tone?: string }) {
  return (
    <section class="section" aria-labelledby={id}>
      <div class="section-title"><h2 class={tone ? `box-h tone-${tone}` : 'box-h'} id={id}>{title}</h2>{action}</div>
      {children}
    </section>
  );
}

/**
 * What a detail page shows before its record is there: a spinner, the not-found view (a bad id, or
 * another user's: the server answers the same), or the failure with a retry.
 */
export function DataGate<T>({ state, notFound, back, children }: { state: DataState<T>; notFound: string; back: { href: string; label: string }; children: (d: T) => ComponentChildren }) {
  // flow-root: the first section's margin stays inside, so the page does not jump when the record arrives.
  if (state.data) return <div class="pg">{children(state.data)}</div>;
  if (state.missing) {
    return (
      <Empty text={state.message || notFound}>
        <a class="btn btn-primary" href={`#${back.href}`}>{back.label}</a>
      </Empty>
    );
  }
  if (state.failed) {
    return (
      <Empty text={state.message || t('list.failed')}>
        <button class="btn" onClick={state.reload}>{t('common.retry')}</button>
      </Empty>
    );
  }
  return <div class="page-loader"><span class="spinner" role="status" aria-label={t('list.loading')} /></div>;
}
