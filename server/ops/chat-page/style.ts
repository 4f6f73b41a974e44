import { BASE_CSS } from '../page/base-style';
import { opsPagePolicy } from '../page/policy';

/**
 * The chat console's one stylesheet, inline and allowed by its hash. Wide screens (≥ 1100 px): the queue, the thread
 * and the shopper's context side by side; tablets: the queue and the thread, the context in the thread's place when
 * asked for; phones (< 700 px): one pane at a time (#console[data-view], set by the script).
 */
export const CHAT_CSS = `${BASE_CSS}
#console{position:fixed;inset:0;display:flex;flex-direction:column;background:#fff}
.top{display:flex;align-items:center;gap:12px;padding:6px 12px;border-bottom:1px solid #e0e0e0;flex-wrap:wrap}
.top h1{margin:0;font-size:18px}
.top .me{color:#5f6368;margin-left:auto;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:40vw}
#live{font-size:12px;padding:2px 8px;border-radius:10px;background:#f1f3f4;color:#5f6368}
#live[data-state=live]{background:#e6f4ea;color:#0a8a4a}
#live[data-state=down]{background:#fce8e6;color:#d3261c}
button{font:inherit;min-height:44px;padding:0 14px;border:1px solid #c4c7c5;border-radius:6px;background:#fff;color:#202124;cursor:pointer}
button:disabled{opacity:.55;cursor:default}
button.primary{background:#1a73e8;border-color:#1a73e8;color:#fff}
.panes{flex:1;min-height:0;display:grid;grid-template-columns:300px minmax(0,1fr) 300px}
.pane{min-height:0;overflow:auto;border-right:1px solid #e0e0e0}
.pane h2{font-size:15px;margin:0}
#queue{display:flex;flex-direction:column}
.queue-head{display:flex;align-items:center;gap:8px;padding:8px 12px;position:sticky;top:0;background:#fff;border-bottom:1px solid #e0e0e0}
.queue-head h2{margin-right:auto}
.queue-head button[aria-pressed=true]{background:#e8f0fe;border-color:#1a73e8;color:#174ea6}
#queue-list{list-style:none;margin:0;padding:0}
button.conv{display:flex;flex-direction:column;align-items:stretch;gap:2px;width:100%;text-align:left;border:0;border-bottom:1px solid #eee;border-radius:0;padding:10px 12px}
button.conv[aria-current=true]{background:#e8f0fe}
.conv-top{display:flex;gap:6px;align-items:center}
.who{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1;min-width:0}
.lang{font-size:11px;color:#5f6368;border:1px solid #dadce0;border-radius:4px;padding:0 4px}
.unread{background:#d3261c;color:#fff;border-radius:10px;font-size:12px;min-width:20px;text-align:center;padding:0 6px}
.conv-meta{font-size:12px;color:#5f6368}
.conv-meta.waiting{color:#b26b00;font-weight:600}
.conv-last{font-size:13px;color:#3c4043;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#thread{display:flex;flex-direction:column;overflow:hidden}
.thread-head{display:flex;align-items:center;gap:8px;padding:6px 12px;border-bottom:1px solid #e0e0e0}
.thread-title{flex:1;min-width:0}
.thread-title h2,.thread-title p{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.thread-title p{font-size:12px;color:#5f6368}
#messages{flex:1;min-height:0;overflow:auto;padding:8px 12px;background:#f8f9fa}
#older{display:block;margin:0 auto 8px}
#message-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.msg{max-width:min(75%,560px);padding:6px 10px;border-radius:10px;background:#fff;border:1px solid #e0e0e0;align-self:flex-start}
.msg.mine{align-self:flex-end;background:#e8f0fe;border-color:#c6dafc}
.msg-meta{display:flex;gap:8px;font-size:12px;color:#5f6368}
.msg-author{font-weight:600;color:#3c4043}
.msg-body{white-space:pre-wrap;overflow-wrap:anywhere}
.msg-body img{display:block;max-width:100%;max-height:260px;border-radius:6px;margin-top:4px}
.msg-read{font-size:11px;color:#5f6368;text-align:right}
.card{display:flex;flex-direction:column;padding:6px 8px;border:1px solid #dadce0;border-radius:6px;background:#fff;color:#174ea6;text-decoration:none;margin-top:2px}
.card-sub{color:#3c4043;font-size:13px}
#typing{margin:0;padding:0 12px;min-height:18px;font-size:12px;color:#5f6368}
#composer{display:grid;grid-template-columns:minmax(0,1fr) auto auto;gap:6px;padding:8px 12px;border-top:1px solid #e0e0e0;align-items:end}
#composer[hidden]{display:none}
#reply-text{font:inherit;resize:vertical;min-height:44px;max-height:40vh;padding:8px;box-sizing:border-box;border:1px solid #c4c7c5;border-radius:6px;width:100%}
.pic{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #c4c7c5;border-radius:6px;cursor:pointer;box-sizing:border-box}
.pic.busy{opacity:.55}
.pic:focus-within{outline:2px solid #1a73e8}
.pic input{position:absolute;width:1px;height:1px;opacity:0}
#composer-err{grid-column:1/-1;margin:0}
#composer-err:empty,#thread-err:empty,#queue-err:empty{display:none}
#thread-err,#queue-err{margin:6px 12px}
#context{padding:8px 12px;border-right:0}
#context .thread-head{padding:0 0 6px}
#context dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 10px;margin:8px 0}
#context dt{color:#5f6368}
#context dd{margin:0;overflow-wrap:anywhere}
#context h3{font-size:13px;margin:12px 0 4px}
.ctx-list{list-style:none;margin:0;padding:0}
.ctx-list li{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 8px;padding:6px 0;border-bottom:1px solid #eee;font-size:13px}
.ctx-list li:target{background:#fef7e0}
.ctx-list strong{overflow-wrap:anywhere}
.ctx-list time{color:#5f6368;font-size:12px}
.note{color:#5f6368;font-size:13px}
.to-queue,.to-context,.to-thread{display:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:1099px){
.panes{grid-template-columns:260px minmax(0,1fr)}
#context{display:none;grid-column:2;grid-row:1}
#console[data-view=context] #context{display:block}
#console[data-view=context] #thread{display:none}
#console .to-context,#console .to-thread{display:inline-block}
}
@media (max-width:699px){
body{margin:0}
.top .me{display:none}
.panes{grid-template-columns:minmax(0,1fr)}
#queue,#thread,#context{grid-column:1;grid-row:1;display:none;border-right:0}
#console[data-view=queue] #queue{display:flex}
#console[data-view=thread] #thread{display:flex}
#console[data-view=context] #context{display:block}
#console .to-queue{display:inline-block}
#thread .thread-head{flex-wrap:wrap}
.thread-title{flex:1 1 calc(100% - 70px)}
#thread .thread-head button:not(.to-queue){flex:1}
.msg{max-width:88%}
}
`;

/** Its stylesheet by hash, the console's script file (and the calls it makes to this site), pictures from the site. */
export const CHAT_PAGE_CSP = opsPagePolicy(CHAT_CSS, { script: true });
