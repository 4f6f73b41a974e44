import { configAll } from '../../state/settings';
import { useLazy } from '../../ui/useLazy';
import Chat from './service/Chat';

/**
 * The Service tab (spec §2): the shop's own chat with its staff (the embedded provider, the default), or the third-party
 * chat the configuration names (`chat_provider` set and not 'embedded'), whose code loads only then.
 */
export default function OnlineService() {
  const provider = configAll.value.chat_provider;
  const other = !!provider && provider !== 'embedded';
  const ThirdPartyChat = useLazy(() => import('./service/ThirdParty').then((m) => m.default), other);
  if (!other) return <Chat />;
  return <div class="section">{ThirdPartyChat && <ThirdPartyChat />}</div>;
}
