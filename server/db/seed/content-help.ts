import type { I18nText } from '../schema';

/** A seeded article: its title and its HTML, in each language. */
export type Doc = { title: I18nText; html: I18nText };
export type DocGroup = { name: I18nText; kind: 'help' | 'info' | 'news'; docs: Doc[] };

export const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });
/** An article: title in three languages, then its HTML in each (whitespace between tags is dropped). */
export const doc = (title: [string, string, string], en: string, ru: string, zh: string): Doc => {
  const tidy = (s: string) => s.replace(/>\s+</g, '><').trim();
  return { title: t3(...title), html: t3(tidy(en), tidy(ru), tidy(zh)) };
};

/** The help centre: how to order, payment, shipping and customs, returns. */
export const HELP: DocGroup[] = [
  { name: t3('How to order', 'Как сделать заказ', '如何下单'), kind: 'help', docs: [
    doc(['How buying through us works', 'Как работает покупка через нас', '代购流程说明'], `
      <p>We buy goods for you from Chinese marketplaces — Taobao, 1688, JD and Weidian — check them in our warehouse and send them to you in one parcel.</p>
      <ol>
        <li><b>Find an item.</b> Search in the app, or paste a link to the item into the search bar.</li>
        <li><b>Add it to the cart</b> with the size, colour and quantity you want, and pay for the order from your balance.</li>
        <li><b>We buy it.</b> Our buyers order from the seller, usually within one working day. You get a message when the order is bought.</li>
        <li><b>It arrives at our warehouse.</b> We check each item, photograph it and weigh it. The photos are on the order page.</li>
        <li><b>Send a parcel.</b> Choose the goods to send, a shipping line and your address, then pay for the shipping once the parcel is weighed.</li>
      </ol>
      <p>Every step is shown on the order and parcel pages, and we write to you in <i>Messages</i> whenever something changes.</p>`, `
      <p>Мы покупаем для вас товары на китайских площадках — Taobao, 1688, JD и Weidian, — проверяем их на нашем складе и отправляем вам одной посылкой.</p>
      <ol>
        <li><b>Найдите товар.</b> Ищите в приложении или вставьте ссылку на товар в строку поиска.</li>
        <li><b>Добавьте его в корзину</b>, выбрав размер, цвет и количество, и оплатите заказ с баланса.</li>
        <li><b>Мы выкупаем товар.</b> Наши байеры заказывают его у продавца, обычно в течение одного рабочего дня. Когда заказ выкуплен, вы получите сообщение.</li>
        <li><b>Товар приходит на склад.</b> Мы проверяем каждую вещь, фотографируем и взвешиваем её. Фотографии появятся на странице заказа.</li>
        <li><b>Отправьте посылку.</b> Выберите товары, способ доставки и адрес, а после взвешивания оплатите доставку.</li>
      </ol>
      <p>Каждый этап виден на страницах заказа и посылки, а при любых изменениях мы пишем вам в раздел <i>Сообщения</i>.</p>`, `
      <p>我们从淘宝、1688、京东和微店等中国电商平台为您代购商品，在仓库验货后合并成一个包裹寄给您。</p>
      <ol>
        <li><b>找到商品。</b>在应用内搜索，或将商品链接粘贴到搜索栏。</li>
        <li><b>加入购物车</b>，选好尺码、颜色和数量，用余额支付订单。</li>
        <li><b>我们代为采购。</b>采购员通常在一个工作日内向卖家下单，采购完成后您会收到消息。</li>
        <li><b>商品到达仓库。</b>我们逐件验货、拍照并称重，照片会显示在订单页面。</li>
        <li><b>提交包裹。</b>选择要寄送的商品、物流线路和收货地址，包裹称重后支付运费。</li>
      </ol>
      <p>每一步都会显示在订单和包裹页面；状态有变化时，我们会在<i>消息</i>中通知您。</p>`),
    doc(['Ordering an item you cannot find in the app', 'Как заказать товар, которого нет в приложении', '找不到商品时如何下单'], `
      <p>If a link does not open an item, or the item is in a shop we do not list, add it by hand:</p>
      <ol>
        <li>Open the search bar, paste the link and tap <b>Add goods manually</b> on the page that says the item was not found.</li>
        <li>Fill in the title, the price in yuan, the size or colour, the quantity and, if you can, a screenshot.</li>
        <li>Pay for the order as usual.</li>
      </ol>
      <p>Before buying, our buyer checks the price with the seller. If it is higher than you entered, the order gets a <i>price change</i> problem and you decide whether to pay the difference or take a refund.</p>`, `
      <p>Если ссылка не открывает товар или магазина нет в нашем каталоге, добавьте товар вручную:</p>
      <ol>
        <li>Откройте строку поиска, вставьте ссылку и на странице «товар не найден» нажмите <b>Добавить товар вручную</b>.</li>
        <li>Укажите название, цену в юанях, размер или цвет, количество и, если можете, приложите скриншот.</li>
        <li>Оплатите заказ как обычно.</li>
      </ol>
      <p>Перед покупкой байер уточнит цену у продавца. Если она выше указанной вами, у заказа появится проблема <i>«цена изменилась»</i>, и вы решите, доплатить разницу или вернуть деньги.</p>`, `
      <p>如果链接无法打开商品，或商品所在店铺不在我们的目录中，可以手动添加：</p>
      <ol>
        <li>打开搜索栏，粘贴链接，在“未找到商品”页面点击<b>手动添加商品</b>。</li>
        <li>填写商品标题、人民币价格、尺码或颜色、数量，最好附上截图。</li>
        <li>照常支付订单。</li>
      </ol>
      <p>采购前，采购员会与卖家确认价格。如果价格高于您填写的金额，订单会出现<i>“价格变动”</i>问题，由您选择补差价或退款。</p>`),
    doc(['Registering and logging in', 'Регистрация и вход', '注册与登录'], `
      <p>Register with your e-mail address: we send a six-digit code to confirm it. The code is valid for 10 minutes; a new one can be asked for after 60 seconds.</p>
      <p>You can log in with your e-mail, mobile number or username and your password. If you forget the password, tap <b>Forgot password</b> on the login page and set a new one with a code sent to your e-mail.</p>
      <p>For your safety, several wrong passwords in a row pause logging in to that account for a few minutes.</p>`, `
      <p>Зарегистрируйтесь по адресу электронной почты: мы пришлём шестизначный код для подтверждения. Код действует 10 минут; новый можно запросить через 60 секунд.</p>
      <p>Входить можно по e-mail, номеру телефона или имени пользователя и паролю. Если забыли пароль, нажмите <b>Забыли пароль?</b> на странице входа и задайте новый с помощью кода из письма.</p>
      <p>Ради вашей безопасности после нескольких неверных паролей подряд вход в аккаунт приостанавливается на несколько минут.</p>`, `
      <p>使用邮箱注册：我们会发送一个六位数验证码进行确认。验证码10分钟内有效，60秒后可重新获取。</p>
      <p>您可以使用邮箱、手机号或用户名加密码登录。忘记密码时，在登录页点击<b>忘记密码</b>，通过邮箱验证码设置新密码。</p>
      <p>为保障账户安全，连续多次输错密码后，该账户将暂停登录几分钟。</p>`),
    doc(['Our service fee', 'Наша комиссия', '服务费说明'], `
      <p>For buying, checking and storing your goods we charge a service fee of <b>5% of the goods price</b>. It is shown in the cart before you pay. Higher member levels and a membership card lower it.</p>
      <table>
        <thead><tr><th>Goods</th><th>Service fee</th><th>Total</th></tr></thead>
        <tbody>
          <tr><td>¥200.00</td><td>¥10.00</td><td>¥210.00</td></tr>
          <tr><td>¥1,000.00</td><td>¥50.00</td><td>¥1,050.00</td></tr>
        </tbody>
      </table>
      <p>The seller's shipping to our warehouse, if any, is added once per seller. International shipping is paid separately, when your parcel is weighed.</p>`, `
      <p>За выкуп, проверку и хранение товаров мы берём сервисный сбор — <b>5% от стоимости товаров</b>. Он виден в корзине до оплаты. Более высокий уровень участника и клубная карта снижают сбор.</p>
      <table>
        <thead><tr><th>Товары</th><th>Сервисный сбор</th><th>Итого</th></tr></thead>
        <tbody>
          <tr><td>¥200,00</td><td>¥10,00</td><td>¥210,00</td></tr>
          <tr><td>¥1&nbsp;000,00</td><td>¥50,00</td><td>¥1&nbsp;050,00</td></tr>
        </tbody>
      </table>
      <p>Доставка продавца до нашего склада, если она платная, добавляется один раз за каждого продавца. Международная доставка оплачивается отдельно, после взвешивания посылки.</p>`, `
      <p>代购、验货和仓储服务收取商品金额<b>5%</b>的服务费，付款前会在购物车中显示。会员等级越高或持有会员卡，服务费越低。</p>
      <table>
        <thead><tr><th>商品金额</th><th>服务费</th><th>合计</th></tr></thead>
        <tbody>
          <tr><td>¥200.00</td><td>¥10.00</td><td>¥210.00</td></tr>
          <tr><td>¥1,000.00</td><td>¥50.00</td><td>¥1,050.00</td></tr>
        </tbody>
      </table>
      <p>卖家发往我们仓库的国内运费（如有）每个卖家只收一次。国际运费在包裹称重后单独支付。</p>`),
  ] },
  { name: t3('Payment and top-up', 'Оплата и пополнение', '支付与充值'), kind: 'help', docs: [
    doc(['Topping up your balance', 'Пополнение баланса', '余额充值'], `
      <p>Orders and shipping are paid from your balance, which is kept in Chinese yuan (¥). To top it up:</p>
      <ol>
        <li>Open <b>Wallet</b> in your account and tap <b>Top up</b>.</li>
        <li>Choose your region and one of our bank accounts, and transfer the amount from your bank.</li>
        <li>Enter the amount and the payer's name, and upload a photo or screenshot of the receipt.</li>
      </ol>
      <p>We check transfers every working day. Once the money has arrived, it is added to your balance at that day's exchange rate and you get a message. If an order was waiting for this payment, it is paid at the same time.</p>`, `
      <p>Заказы и доставка оплачиваются с баланса, который ведётся в китайских юанях (¥). Чтобы пополнить его:</p>
      <ol>
        <li>Откройте <b>Кошелёк</b> в личном кабинете и нажмите <b>Пополнить</b>.</li>
        <li>Выберите регион и один из наших банковских счетов и переведите сумму из своего банка.</li>
        <li>Укажите сумму и имя плательщика и загрузите фото или скриншот квитанции.</li>
      </ol>
      <p>Мы проверяем переводы каждый рабочий день. Как только деньги поступят, они будут зачислены на баланс по курсу этого дня, и вы получите сообщение. Если заказ ждал этой оплаты, он будет оплачен сразу же.</p>`, `
      <p>订单和运费均从账户余额中支付，余额以人民币（¥）计。充值步骤：</p>
      <ol>
        <li>在个人中心打开<b>钱包</b>，点击<b>充值</b>。</li>
        <li>选择所在地区和我们的一个收款账户，通过您的银行转账。</li>
        <li>填写金额和付款人姓名，上传汇款凭证的照片或截图。</li>
      </ol>
      <p>我们每个工作日审核汇款。款项到账后按当日汇率计入余额，并发送消息通知您。若有订单在等待这笔款项，也会同时完成支付。</p>`),
    doc(['Currencies and exchange rates', 'Валюты и курсы обмена', '货币与汇率'], `
      <p>Prices come from Chinese sellers in yuan. To help you compare, the app also shows them in the currency you choose in <b>Settings → Currency</b>, marked with “≈”.</p>
      <p>What you are charged is always the amount in yuan. The converted figure is a guide: your bank's rate on the day of a transfer may differ slightly.</p>`, `
      <p>Продавцы указывают цены в юанях. Для удобства приложение показывает их и в валюте, выбранной в <b>Настройки → Валюта</b>, со знаком «≈».</p>
      <p>Списывается всегда сумма в юанях. Пересчёт — ориентир: курс вашего банка в день перевода может немного отличаться.</p>`, `
      <p>卖家以人民币标价。为方便比较，应用还会按您在<b>设置 → 货币</b>中选择的货币显示约数，标有“≈”。</p>
      <p>实际扣款始终以人民币金额为准。换算金额仅供参考，转账当日银行汇率可能略有不同。</p>`),
    doc(['Pay password and withdrawals', 'Платёжный пароль и вывод средств', '支付密码与提现'], `
      <p>A <b>pay password</b> of six digits protects your balance: once it is set, paying from the balance and withdrawing ask for it. Five wrong tries lock it for 30 minutes. Set or change it in <b>Wallet → Pay password</b>; setting it needs a code sent to your e-mail.</p>
      <p>You can <b>withdraw</b> money you do not need back to a bank account. The smallest withdrawal is ¥50; the fee is shown before you send the request. The amount is held while we process it, and you can cancel a request until it is paid out. If we cannot pay it, the whole amount returns to your balance.</p>`, `
      <p><b>Платёжный пароль</b> из шести цифр защищает ваш баланс: когда он задан, его спрашивают при оплате с баланса и выводе средств. После пяти неверных попыток он блокируется на 30 минут. Задать или сменить пароль можно в разделе <b>Кошелёк → Платёжный пароль</b>; для этого нужен код из письма.</p>
      <p>Ненужные деньги можно <b>вывести</b> на банковский счёт. Минимальная сумма — ¥50; комиссия показывается до отправки заявки. Сумма замораживается на время обработки, а отменить заявку можно, пока она не выплачена. Если выплатить не удастся, вся сумма вернётся на баланс.</p>`, `
      <p>六位数的<b>支付密码</b>可以保护您的余额：设置后，余额支付和提现时都需要输入。连续输错五次将锁定30分钟。可在<b>钱包 → 支付密码</b>中设置或修改，设置时需要邮箱验证码。</p>
      <p>不需要的余额可以<b>提现</b>到银行账户。最低提现金额为¥50，手续费会在提交前显示。处理期间该金额会被冻结，打款前可随时取消申请；若无法打款，全部金额将退回余额。</p>`),
  ] },
  { name: t3('Shipping and customs', 'Доставка и таможня', '物流与清关'), kind: 'help', docs: [
    doc(['How shipping fees are calculated', 'Как рассчитывается стоимость доставки', '运费计算方法'], `
      <p>Each shipping line charges by the <b>chargeable weight</b> of the parcel, the larger of:</p>
      <ul>
        <li>the actual weight of the packed parcel as the warehouse weighs it, carton included (an estimate before packing adds 700 g for the carton to your goods' weight), and</li>
        <li>the volumetric weight: length × width × height in cm, divided by the line's divisor (usually 6 000).</li>
      </ul>
      <p>The fee is the line's price for the first weight plus a price for every further step. For example, on a line charging ¥70 for the first 500 g and ¥30 for every next 500 g, a chargeable weight of 1.6 kg costs ¥70 + 3 × ¥30 = ¥160.</p>
      <p>Try the <a href="#/pages/page/estimate">shipping calculator</a> before you order, or a trial packing to learn the exact weight of goods already in the warehouse.</p>`, `
      <p>Каждая линия доставки считает стоимость по <b>оплачиваемому весу</b> посылки — большему из двух:</p>
      <ul>
        <li>фактический вес упакованной посылки, как его взвесил склад, вместе с коробкой (оценка до упаковки прибавляет к весу товаров 700 г на коробку);</li>
        <li>объёмный вес: длина × ширина × высота в сантиметрах, делённые на коэффициент линии (обычно 6 000).</li>
      </ul>
      <p>Стоимость — цена линии за первый вес плюс доплата за каждый следующий шаг веса. Например, если линия берёт ¥70 за первые 500 г и ¥30 за каждые следующие 500 г, то за оплачиваемый вес 1,6 кг вы заплатите ¥70 + 3 × ¥30 = ¥160.</p>
      <p>Перед заказом воспользуйтесь <a href="#/pages/page/estimate">калькулятором доставки</a>, а для товаров на складе — пробной упаковкой, чтобы узнать точный вес.</p>`, `
      <p>各物流线路按包裹的<b>计费重量</b>收费，取以下两者中的较大值：</p>
      <ul>
        <li>仓库称得的包裹打包后实际重量（含纸箱；打包前的预估在商品重量上加700克纸箱）；</li>
        <li>体积重：长×宽×高（厘米）除以线路系数（通常为6000）。</li>
      </ul>
      <p>运费 = 首重价格 + 每个续重单位的价格。例如某线路首重500克¥70、续重每500克¥30，计费重量1.6公斤的运费为 ¥70 + 3 × ¥30 = ¥160。</p>
      <p>下单前可以使用<a href="#/pages/page/estimate">运费估算</a>；已入库的商品可以先预打包，了解准确重量。</p>`),
    doc(['Free storage in our warehouse', 'Бесплатное хранение на складе', '仓库免费仓储'], `
      <p>Goods are stored free of charge for <b>90 days</b> from the day they arrive. Each order page shows how many free days are left. After that, storage costs ¥1 per item a day, charged when the goods are sent.</p>
      <p>Storage lets you collect goods from several sellers and send them together: one parcel usually costs much less than several small ones.</p>`, `
      <p>Товары хранятся бесплатно <b>90 дней</b> со дня поступления. На странице заказа видно, сколько бесплатных дней осталось. Потом хранение стоит ¥1 за товар в день и оплачивается при отправке.</p>
      <p>Хранение позволяет собрать товары от разных продавцов и отправить их вместе: одна посылка обычно обходится намного дешевле нескольких маленьких.</p>`, `
      <p>商品自入库之日起可免费存储<b>90天</b>，订单页面会显示剩余免费天数。超期后每件商品每天收取¥1仓储费，在发货时结算。</p>
      <p>利用仓储，您可以把多个卖家的商品集中后一起寄出：一个包裹通常比几个小包裹便宜得多。</p>`),
    doc(['Customs duties and declarations', 'Таможенные пошлины и декларации', '海关关税与申报'], `
      <p>Every international parcel carries a customs declaration listing its contents and their value. We fill it in from your order: the goods' names, quantities and the price you paid.</p>
      <ul>
        <li>Each country has its own duty-free allowance. Above it, the recipient pays import duty and tax, usually to the carrier on delivery.</li>
        <li>We declare the real contents and value. We cannot mark goods as gifts or lower their value on request: customs may hold or return such a parcel.</li>
        <li>Some goods need a special line or cannot be sent at all: see <a href="#/pages/information/index">prohibited and restricted goods</a>.</li>
      </ul>`, `
      <p>К каждой международной посылке прилагается таможенная декларация с перечнем вложений и их стоимостью. Мы заполняем её по вашему заказу: названия товаров, количество и уплаченная цена.</p>
      <ul>
        <li>В каждой стране свой беспошлинный лимит. Сверх него получатель платит пошлину и налог — обычно перевозчику при получении.</li>
        <li>Мы указываем реальное содержимое и стоимость. Мы не можем по просьбе записать товары как подарок или занизить их стоимость: таможня может задержать или вернуть такую посылку.</li>
        <li>Некоторые товары требуют особой линии или не могут быть отправлены вовсе: см. <a href="#/pages/information/index">запрещённые и ограниченные товары</a>.</li>
      </ul>`, `
      <p>每个国际包裹都附有海关申报单，列明内件及价值。我们根据您的订单填写：商品名称、数量和实付价格。</p>
      <ul>
        <li>各国免税额度不同，超出部分由收件人缴纳进口关税和税费，通常在派送时付给承运商。</li>
        <li>我们如实申报内件和价值，无法按要求申报为礼物或低报价值，否则海关可能扣留或退回包裹。</li>
        <li>部分商品需要走特殊线路或完全不能寄送，请查看<a href="#/pages/information/index">禁运与限运物品</a>。</li>
      </ul>`),
    doc(['Tracking your parcel', 'Отслеживание посылки', '包裹追踪'], `
      <p>When your parcel leaves the warehouse, you get a message with the carrier and the tracking number. The parcel page shows every tracking event as it comes in.</p>
      <p>Delivery times depend on the line: from 3–6 days by express courier to 35–60 days by sea. If the tracking has not moved for more than 10 days, write to us through <b>Online service</b>.</p>`, `
      <p>Когда посылка покидает склад, вы получаете сообщение с названием перевозчика и трек-номером. На странице посылки появляются все события отслеживания по мере их поступления.</p>
      <p>Сроки зависят от линии: от 3–6 дней экспресс-курьером до 35–60 дней морем. Если статус не меняется больше 10 дней, напишите нам через <b>Онлайн-поддержку</b>.</p>`, `
      <p>包裹出库后，您会收到包含承运商和运单号的消息。包裹页面会实时显示所有物流轨迹。</p>
      <p>时效因线路而异：国际快递3–6天，海运35–60天。如物流信息超过10天没有更新，请通过<b>在线客服</b>联系我们。</p>`),
  ] },
  { name: t3('Returns and problems', 'Возвраты и проблемы', '退换与售后'), kind: 'help', docs: [
    doc(['Returns and refunds', 'Возвраты и возмещения', '退货与退款'], `
      <p>How a refund works depends on how far the order has gone:</p>
      <ul>
        <li><b>Paid, not yet bought:</b> ask for a refund on the order page and the money is back in your balance at once.</li>
        <li><b>Bought or in the warehouse:</b> send a return request with the reason and photos. We ask the seller to take the item back; the seller's return shipping, if any, is deducted.</li>
      </ul>
      <p>All refunds go to your balance, from where you can spend or withdraw them. You see the state of each request on the order page.</p>`, `
      <p>Порядок возврата зависит от того, на каком этапе заказ:</p>
      <ul>
        <li><b>Оплачен, но ещё не выкуплен:</b> запросите возврат на странице заказа — деньги сразу вернутся на баланс.</li>
        <li><b>Выкуплен или уже на складе:</b> отправьте заявку на возврат с причиной и фотографиями. Мы попросим продавца принять товар обратно; стоимость обратной доставки, если она есть, удерживается.</li>
      </ul>
      <p>Все возмещения поступают на баланс, откуда их можно потратить или вывести. Состояние каждой заявки видно на странице заказа.</p>`, `
      <p>退款方式取决于订单进度：</p>
      <ul>
        <li><b>已付款、尚未采购：</b>在订单页申请退款，款项立即退回余额。</li>
        <li><b>已采购或已入库：</b>提交退货申请并说明原因、附上照片。我们会联系卖家退货，如有退货运费将从退款中扣除。</li>
      </ul>
      <p>所有退款都会退回余额，可继续消费或提现。每个申请的进度都显示在订单页面。</p>`),
    doc(['When an order has a problem', 'Если с заказом проблема', '订单出现问题怎么办'], `
      <p>Sometimes a seller raises the price, runs out of stock or sends a damaged item. We then mark the order with a problem and write to you. On the order page you choose what to do:</p>
      <ul>
        <li><b>Price change:</b> pay the difference and we buy the item, or take a refund.</li>
        <li><b>Out of stock:</b> take a refund, or cancel the line.</li>
        <li><b>Damaged or wrong item:</b> see the photos, then ask for a return or keep it.</li>
      </ul>
      <p>Nothing is charged without your decision.</p>`, `
      <p>Бывает, что продавец поднимает цену, товар заканчивается или приходит повреждённым. Тогда мы отмечаем проблему в заказе и пишем вам. На странице заказа вы выбираете, что делать:</p>
      <ul>
        <li><b>Цена изменилась:</b> доплатите разницу, и мы купим товар, или верните деньги.</li>
        <li><b>Нет в наличии:</b> верните деньги или отмените позицию.</li>
        <li><b>Товар повреждён или не тот:</b> посмотрите фото и оформите возврат или оставьте товар.</li>
      </ul>
      <p>Без вашего решения ничего не списывается.</p>`, `
      <p>有时卖家会涨价、缺货或发来破损商品。这时我们会在订单上标记问题并通知您，您可以在订单页选择处理方式：</p>
      <ul>
        <li><b>价格变动：</b>补付差价后我们继续采购，或选择退款。</li>
        <li><b>缺货：</b>申请退款或取消该商品。</li>
        <li><b>破损或错发：</b>查看照片后申请退货或选择保留。</li>
      </ul>
      <p>未经您确认，我们不会扣除任何费用。</p>`),
  ] },
];
