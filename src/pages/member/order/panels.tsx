import type { OrderDetail } from '../../../api/types/order';
import { Storage } from './Storage';
import { Tracking } from './Tracking';
import { Messages } from './Messages';
import { RefundedLines } from './RefundedLines';
import { BuyAgain } from './BuyAgain';

/** The order detail's lower panels (buy again, lines refunded out of the order, storage, tracking, messages): their own chunk, loaded after the page paints. */
export function Panels({ o, onReload }: { o: OrderDetail; onReload: () => void }) {
  const showTrack = o.status >= 2 || !!o.express_no;
  return (
    <>
      <BuyAgain o={o} />
      <RefundedLines o={o} />
      {o.status === 3 && <Storage o={o} onDone={onReload} />}
      {showTrack && <Tracking orderId={o.id} company={o.express_company} number={o.express_no} />}
      <Messages orderId={o.id} count={o.messages_count} />
    </>
  );
}
