import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import startup from './startup';
import catalogue from './catalogue';
import vitals from './vitals';
import paywallet from './paywallet';
import coupon from './coupon';
import offlinepay from './offlinepay';
import opsPay from './ops-pay';
import account from './user';
import thirdlogin from './thirdlogin';
import other from './other';
import address from './address';
import favorites from './favorites';
import history from './history';
import cart from './cart';
import parcels from './sendorder';
import order from './order';
import ordersOnepay from './orders-onepay';
import opsOrders from './ops-orders';
import wallet from './wallet';
import goodsrefund from './goodsrefund';
import emailremind from './emailremind';
import message from './message';
import points from './points';
import opsPoints from './ops-points';
import perks from './perks';
import opsPerks from './ops-perks';
import invite from './invite';
import cards from './cards';
import opsCards from './ops-cards';
import content from './content';
import opsContent from './ops-content';
import service from './service';
import opsService from './ops-service';
import opsChatPage from './ops-chat-page';
import chat from './chat';
import chatIdentity from './chat-identity';
import opsChatProvider from './ops-chat-provider';
import opsChat from './ops-chat';
import opsStaff from './ops-staff';
import affiliate from './affiliate';
import opsAffiliate from './ops-affiliate';
import community from './community';
import shipforme from './shipforme';
import opsShipforme from './ops-shipforme';
import mailLinks from './mail-links';
import opsMail from './ops-mail';

/** Every API group, each registering its calls on the app. */
const groups: ((app: Hono<AppEnv>, deps: Deps) => void)[] = [
  startup,
  catalogue,
  vitals,
  paywallet,
  coupon,
  offlinepay,
  opsPay,
  account,
  thirdlogin,
  other,
  address,
  favorites,
  history,
  cart,
  parcels,
  order,
  ordersOnepay,
  opsOrders,
  wallet,
  goodsrefund,
  emailremind,
  message,
  points,
  opsPoints,
  perks,
  opsPerks,
  invite,
  cards,
  opsCards,
  content,
  opsContent,
  service,
  opsService,
  opsChatPage, // GET /ops/chat, before the staff API's /ops/chat/* (routes/ops-chat.ts)
  chat,
  chatIdentity,
  opsChatProvider,
  opsChat,
  opsStaff,
  community,
  shipforme,
  opsShipforme,
  affiliate,
  opsAffiliate,
  mailLinks,
  opsMail,
];

export function registerRoutes(app: Hono<AppEnv>, deps: Deps) {
  for (const register of groups) register(app, deps);
}
