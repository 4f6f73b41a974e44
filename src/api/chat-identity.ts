import { post } from './client';
import type { ChatIdentity } from './types/chat-identity';

/** Refused (code 0) when the shop has no identity secret: the chat then stays anonymous, so no toast. */
export const chatIdentity = () => post<ChatIdentity>('/api/chat/identity', {}, { toast: false });
