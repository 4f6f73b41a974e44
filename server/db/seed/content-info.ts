import { doc, t3, type DocGroup } from './content-help';

/** Service information (kind 'info', one category): about, terms, privacy, shipping policy, prohibited goods. */
export const INFO: DocGroup = { name: t3('Service information', 'Информация о сервисе', '服务信息'), kind: 'info', docs: [
  doc(['About us', 'О нас', '关于我们'], `
    <p><b>BuyForMe</b> is a shopping agent: we buy for you from Chinese marketplaces, check what arrives and send it to you wherever you live.</p>
    <p>Our team works in Guangzhou and Yiwu, next to the sellers and the carriers. Buyers who speak Chinese deal with the sellers for you; the warehouse staff open, photograph and weigh every item before it goes into a parcel.</p>
    <h3>How to reach us</h3>
    <ul>
      <li>Online service in the app, every day from 9:00 to 21:00 (Beijing time)</li>
      <li>E-mail: <a href="mailto:service@buyforme.example">service@buyforme.example</a></li>
    </ul>`, `
    <p><b>BuyForMe</b> — посреднический сервис: мы покупаем для вас товары на китайских площадках, проверяем их и отправляем туда, где вы живёте.</p>
    <p>Наша команда работает в Гуанчжоу и Иу, рядом с продавцами и перевозчиками. Байеры, говорящие по-китайски, общаются с продавцами за вас; сотрудники склада вскрывают, фотографируют и взвешивают каждый товар, прежде чем он попадёт в посылку.</p>
    <h3>Как с нами связаться</h3>
    <ul>
      <li>Онлайн-поддержка в приложении ежедневно с 9:00 до 21:00 (по пекинскому времени)</li>
      <li>E-mail: <a href="mailto:service@buyforme.example">service@buyforme.example</a></li>
    </ul>`, `
    <p><b>BuyForMe</b>是一家代购服务商：我们从中国电商平台为您采购商品，验货后寄往您所在的任何地方。</p>
    <p>我们的团队位于广州和义乌，紧邻卖家和物流商。懂中文的采购员替您与卖家沟通；仓库人员会在打包前对每件商品开箱、拍照和称重。</p>
    <h3>联系我们</h3>
    <ul>
      <li>应用内在线客服，每天9:00至21:00（北京时间）</li>
      <li>邮箱：<a href="mailto:service@buyforme.example">service@buyforme.example</a></li>
    </ul>`),
  doc(['Terms of service', 'Условия обслуживания', '服务条款'], `
    <p>By using BuyForMe you agree to these terms.</p>
    <h3>1. What we do</h3>
    <p>We act as your agent: we buy goods from third-party sellers in your name and on your instructions, store them and hand them to a carrier. We are not the seller of the goods and do not answer for their quality beyond what our check can see.</p>
    <h3>2. Your account</h3>
    <p>Keep your password and pay password secret. You are responsible for orders placed from your account. The balance is kept in yuan and is not a bank deposit; it earns no interest.</p>
    <h3>3. Orders and payments</h3>
    <p>Prices are the sellers' prices plus our service fee and shipping. If a seller changes a price or cannot deliver, we ask you before going on. Paid amounts we could not spend on your behalf are returned to your balance.</p>
    <h3>4. Shipping</h3>
    <p>You choose the shipping line and declare the contents truthfully. Duties and taxes of the destination country are the recipient's. We do not ship prohibited goods; a parcel refused by customs because of its contents is not refunded.</p>
    <h3>5. Storage</h3>
    <p>Goods are kept free for 90 days, then for a daily fee. Goods left for more than 180 days after a reminder may be disposed of.</p>
    <h3>6. Changes</h3>
    <p>We may change these terms; the version shown here applies from the day it is published.</p>`, `
    <p>Пользуясь BuyForMe, вы соглашаетесь с этими условиями.</p>
    <h3>1. Что мы делаем</h3>
    <p>Мы действуем как ваш агент: покупаем товары у сторонних продавцов от вашего имени и по вашим указаниям, храним их и передаём перевозчику. Мы не являемся продавцом товаров и отвечаем за их качество лишь в пределах того, что видно при нашей проверке.</p>
    <h3>2. Ваш аккаунт</h3>
    <p>Храните пароль и платёжный пароль в тайне. Вы отвечаете за заказы, сделанные из вашего аккаунта. Баланс ведётся в юанях и не является банковским вкладом; проценты на него не начисляются.</p>
    <h3>3. Заказы и оплата</h3>
    <p>Цена складывается из цены продавца, нашего сервисного сбора и доставки. Если продавец меняет цену или не может отправить товар, мы спрашиваем вас, прежде чем продолжить. Оплаченные суммы, которые не удалось потратить от вашего имени, возвращаются на баланс.</p>
    <h3>4. Доставка</h3>
    <p>Вы выбираете линию доставки и правдиво указываете содержимое. Пошлины и налоги страны назначения оплачивает получатель. Мы не отправляем запрещённые товары; посылка, не пропущенная таможней из-за её содержимого, не возмещается.</p>
    <h3>5. Хранение</h3>
    <p>Товары хранятся бесплатно 90 дней, затем за ежедневную плату. Товары, оставленные более чем на 180 дней после напоминания, могут быть утилизированы.</p>
    <h3>6. Изменения</h3>
    <p>Мы можем изменять эти условия; показанная здесь редакция действует со дня публикации.</p>`, `
    <p>使用BuyForMe即表示您同意以下条款。</p>
    <h3>1. 服务内容</h3>
    <p>我们作为您的代理人，按照您的指示以您的名义向第三方卖家购买商品，代为仓储并交付承运商。我们不是商品的卖家，对商品质量的责任仅限于验货时可见的范围。</p>
    <h3>2. 您的账户</h3>
    <p>请妥善保管登录密码和支付密码。您需对账户下的订单负责。余额以人民币计，不属于银行存款，不计利息。</p>
    <h3>3. 订单与支付</h3>
    <p>价格由卖家售价、服务费和运费组成。如卖家调价或无法发货，我们会先征求您的意见。未能代为支付的款项将退回您的余额。</p>
    <h3>4. 物流</h3>
    <p>物流线路由您选择，内件须如实申报。目的国的关税和税费由收件人承担。我们不寄送禁运物品；因内件原因被海关拒收的包裹不予退款。</p>
    <h3>5. 仓储</h3>
    <p>商品免费存储90天，超期按天收费。经提醒后超过180天仍未处理的商品可能会被销毁。</p>
    <h3>6. 条款变更</h3>
    <p>我们可能修改本条款，此处显示的版本自发布之日起生效。</p>`),
  doc(['Privacy policy', 'Политика конфиденциальности', '隐私政策'], `
    <p>We collect only what we need to buy and deliver your goods.</p>
    <h3>What we keep</h3>
    <ul>
      <li>Your account: e-mail, mobile number if given, username, and your password as a one-way hash.</li>
      <li>Delivery addresses, orders, parcels, payments and messages with our staff.</li>
      <li>Technical data: a device identifier and anonymous page-speed figures, to keep the app fast.</li>
    </ul>
    <h3>Who sees it</h3>
    <p>Our staff, to serve your orders; the carrier, who receives the recipient's name, address and phone with each parcel; and customs, who receive the declaration. We do not sell your data or use it for third-party advertising.</p>
    <h3>Your choices</h3>
    <p>You can change your details in your profile, turn notification e-mails off, and delete your account in <b>Settings</b>. Records we must keep by law (payments) are kept for the period the law requires.</p>`, `
    <p>Мы собираем только то, что нужно для покупки и доставки ваших товаров.</p>
    <h3>Что мы храним</h3>
    <ul>
      <li>Аккаунт: e-mail, номер телефона, если вы его указали, имя пользователя и пароль в виде необратимого хеша.</li>
      <li>Адреса доставки, заказы, посылки, платежи и переписку с нашими сотрудниками.</li>
      <li>Технические данные: идентификатор устройства и анонимные показатели скорости страниц, чтобы приложение оставалось быстрым.</li>
    </ul>
    <h3>Кто их видит</h3>
    <p>Наши сотрудники — чтобы выполнять ваши заказы; перевозчик, получающий с каждой посылкой имя, адрес и телефон получателя; таможня, получающая декларацию. Мы не продаём ваши данные и не используем их для сторонней рекламы.</p>
    <h3>Ваш выбор</h3>
    <p>Вы можете изменить данные в профиле, отключить письма-уведомления и удалить аккаунт в <b>Настройках</b>. Записи, которые мы обязаны хранить по закону (платежи), хранятся в течение установленного срока.</p>`, `
    <p>我们只收集代购和寄送商品所必需的信息。</p>
    <h3>我们保存的信息</h3>
    <ul>
      <li>账户信息：邮箱、手机号（如已填写）、用户名，以及经单向哈希处理的密码。</li>
      <li>收货地址、订单、包裹、支付记录以及与客服的沟通记录。</li>
      <li>技术数据：设备标识和匿名的页面速度数据，用于保持应用流畅。</li>
    </ul>
    <h3>谁能看到</h3>
    <p>我们的员工（为处理您的订单）；承运商（每个包裹会提供收件人姓名、地址和电话）；海关（接收申报单）。我们不会出售您的数据，也不会用于第三方广告。</p>
    <h3>您的选择</h3>
    <p>您可以在个人资料中修改信息、关闭通知邮件，并在<b>设置</b>中注销账户。依法必须保存的记录（如支付记录）将在法定期限内保存。</p>`),
  doc(['Shipping policy', 'Правила доставки', '物流政策'], `
    <p>We ship to most countries of the world. The lines open to your address and goods are listed when you send a parcel, with their price and delivery time.</p>
    <table>
      <thead><tr><th>Kind of line</th><th>Usual time</th><th>Good for</th></tr></thead>
      <tbody>
        <tr><td>Express courier (DHL, EMS)</td><td>3–15 days</td><td>Urgent and valuable parcels</td></tr>
        <tr><td>Air post</td><td>15–30 days</td><td>Light parcels on a budget</td></tr>
        <tr><td>Special lines</td><td>8–20 days</td><td>Batteries, liquids, cosmetics</td></tr>
        <tr><td>Sea freight</td><td>35–60 days</td><td>Heavy and bulky goods</td></tr>
      </tbody>
    </table>
    <ul>
      <li>Parcels are packed within 2 working days of your request and shipped within 2 working days of payment.</li>
      <li>Insurance can be added when you send a parcel; insured parcels lost or damaged in transit are paid back up to the declared value.</li>
      <li>Delivery times are the carriers' estimates and do not include customs clearance.</li>
    </ul>`, `
    <p>Мы отправляем посылки в большинство стран мира. Линии, доступные для вашего адреса и товаров, показываются при оформлении посылки вместе с ценой и сроком доставки.</p>
    <table>
      <thead><tr><th>Линия</th><th>Срок</th><th>Для чего</th></tr></thead>
      <tbody>
        <tr><td>Экспресс (DHL, EMS)</td><td>3–15 дней</td><td>Срочные и ценные посылки</td></tr>
        <tr><td>Авиапочта</td><td>15–30 дней</td><td>Лёгкие посылки подешевле</td></tr>
        <tr><td>Особые линии</td><td>8–20 дней</td><td>Батареи, жидкости, косметика</td></tr>
        <tr><td>Морем</td><td>35–60 дней</td><td>Тяжёлые и объёмные грузы</td></tr>
      </tbody>
    </table>
    <ul>
      <li>Посылка упаковывается в течение 2 рабочих дней после заявки и отправляется в течение 2 рабочих дней после оплаты.</li>
      <li>При оформлении посылки можно добавить страховку; за застрахованную посылку, утерянную или повреждённую в пути, возмещается до объявленной стоимости.</li>
      <li>Сроки — оценка перевозчиков, без учёта таможенного оформления.</li>
    </ul>`, `
    <p>我们可寄往全球大部分国家和地区。提交包裹时会列出适用于您地址和商品的线路，以及价格和时效。</p>
    <table>
      <thead><tr><th>线路类型</th><th>一般时效</th><th>适合</th></tr></thead>
      <tbody>
        <tr><td>国际快递（DHL、EMS）</td><td>3–15天</td><td>急件和贵重包裹</td></tr>
        <tr><td>航空小包</td><td>15–30天</td><td>重量轻、预算有限的包裹</td></tr>
        <tr><td>特殊线路</td><td>8–20天</td><td>带电、液体、化妆品</td></tr>
        <tr><td>海运</td><td>35–60天</td><td>重货和大件</td></tr>
      </tbody>
    </table>
    <ul>
      <li>提交申请后2个工作日内打包，付款后2个工作日内发出。</li>
      <li>提交包裹时可购买保险；投保包裹在运输中丢失或损坏，按申报价值赔付。</li>
      <li>时效为承运商预估，不含清关时间。</li>
    </ul>`),
  doc(['Prohibited and restricted goods', 'Запрещённые и ограниченные товары', '禁运与限运物品'], `
    <h3>We cannot ship at all</h3>
    <ul>
      <li>Weapons, ammunition, replicas of weapons and their parts</li>
      <li>Drugs, medicines containing controlled substances, and tobacco</li>
      <li>Explosives, fireworks, flammable gases and aerosols, lighters</li>
      <li>Counterfeit goods and currency, and anything the law of China or of your country forbids</li>
      <li>Live animals, plants and seeds, fresh food</li>
    </ul>
    <h3>Only on special lines</h3>
    <ul>
      <li>Goods with built-in batteries: phones, headphones, power banks (power banks only up to 100 Wh)</li>
      <li>Liquids, creams and gels, perfume</li>
      <li>Cosmetics and branded goods</li>
    </ul>
    <p>When you send a parcel, only the lines that accept all of its goods are offered. If you are not sure about an item, ask us before buying it.</p>`, `
    <h3>Не отправляем совсем</h3>
    <ul>
      <li>Оружие, боеприпасы, копии оружия и их части</li>
      <li>Наркотики, лекарства с контролируемыми веществами, табак</li>
      <li>Взрывчатые вещества, пиротехнику, горючие газы и аэрозоли, зажигалки</li>
      <li>Контрафакт и поддельные деньги, а также всё, что запрещено законами Китая или вашей страны</li>
      <li>Живых животных, растения и семена, свежие продукты</li>
    </ul>
    <h3>Только особыми линиями</h3>
    <ul>
      <li>Товары со встроенными аккумуляторами: телефоны, наушники, пауэрбанки (пауэрбанки — не более 100 Вт·ч)</li>
      <li>Жидкости, кремы и гели, парфюмерию</li>
      <li>Косметику и брендовые товары</li>
    </ul>
    <p>При оформлении посылки предлагаются только линии, принимающие все её товары. Если сомневаетесь в товаре, спросите нас до покупки.</p>`, `
    <h3>完全禁止寄送</h3>
    <ul>
      <li>武器、弹药、仿真武器及其零部件</li>
      <li>毒品、含管制成分的药品、烟草</li>
      <li>易爆物品、烟花、易燃气体和喷雾、打火机</li>
      <li>假冒商品和伪钞，以及中国或您所在国家法律禁止的任何物品</li>
      <li>活体动物、植物和种子、生鲜食品</li>
    </ul>
    <h3>仅限特殊线路</h3>
    <ul>
      <li>内置电池的商品：手机、耳机、充电宝（充电宝不超过100Wh）</li>
      <li>液体、膏体和凝胶、香水</li>
      <li>化妆品和品牌商品</li>
    </ul>
    <p>提交包裹时，系统只会提供能够承运全部内件的线路。如不确定某件商品能否寄送，请在购买前咨询我们。</p>`),
] };

/** News, newest first: the first is published today, each next one some days before. */
export const NEWS: DocGroup = { name: t3('News', 'Новости', '新闻公告'), kind: 'news', docs: [
  doc(['A help centre in three languages', 'Справочный центр на трёх языках', '三语帮助中心上线'], `
    <p>Answers to the questions we hear most — how to order, pay, ship and return — are now in the <a href="#/pages/help/index">help centre</a>, in English, Russian and Chinese. Search it from its first page.</p>
    <p>Our terms, privacy and shipping policies and the list of prohibited goods are under <a href="#/pages/information/index">Service information</a>.</p>`, `
    <p>Ответы на самые частые вопросы — как заказать, оплатить, отправить и вернуть — теперь собраны в <a href="#/pages/help/index">справочном центре</a> на английском, русском и китайском. Искать можно прямо с его главной страницы.</p>
    <p>Условия обслуживания, политика конфиденциальности, правила доставки и список запрещённых товаров — в разделе <a href="#/pages/information/index">Информация о сервисе</a>.</p>`, `
    <p>关于下单、支付、物流和退货的常见问题，现已整理到<a href="#/pages/help/index">帮助中心</a>，提供英文、俄文和中文版本，可在首页直接搜索。</p>
    <p>服务条款、隐私政策、物流政策和禁运物品清单请见<a href="#/pages/information/index">服务信息</a>。</p>`),
  doc(['Image search is here', 'Поиск по фото уже доступен', '拍照搜同款上线'], `
    <p><img src="/static/goods/banner-7.webp" width="800" height="320" alt="Search by photo"></p>
    <p>Seen something you like? Tap the camera in the search bar, take or choose a photo, crop it to the item and see matching goods from our catalogue.</p>`, `
    <p><img src="/static/goods/banner-7.webp" width="800" height="320" alt="Поиск по фото"></p>
    <p>Увидели что-то интересное? Нажмите на камеру в строке поиска, сделайте или выберите фото, обрежьте его по товару — и смотрите похожие товары из нашего каталога.</p>`, `
    <p><img src="/static/goods/banner-7.webp" width="800" height="320" alt="拍照搜同款"></p>
    <p>看到喜欢的东西？点击搜索栏中的相机，拍照或选择图片，裁剪出商品即可查看目录中的相似商品。</p>`),
  doc(['New express line to Europe', 'Новая экспресс-линия в Европу', '欧洲快线上线'], `
    <p><img src="/static/goods/banner-8.webp" width="800" height="320" alt="Parcels to Europe"></p>
    <p>Parcels to most European countries now arrive in 7 to 12 days, with tracking all the way. Choose the line when you send your next parcel.</p>`, `
    <p><img src="/static/goods/banner-8.webp" width="800" height="320" alt="Посылки в Европу"></p>
    <p>Посылки в большинство стран Европы теперь доставляются за 7–12 дней, с отслеживанием на всём пути. Выберите эту линию при оформлении следующей посылки.</p>`, `
    <p><img src="/static/goods/banner-8.webp" width="800" height="320" alt="欧洲包裹"></p>
    <p>寄往大部分欧洲国家的包裹现在7至12天即可送达，全程可追踪。提交下一个包裹时即可选择该线路。</p>`),
  doc(['Warehouse schedule for the Spring Festival', 'График склада на Праздник весны', '春节期间仓库安排'], `
    <p>During the Spring Festival most sellers stop shipping for about two weeks. Orders placed then are bought as soon as the sellers reopen.</p>
    <ul>
      <li>Last day to pay for orders bought before the holiday: 10 days before the festival</li>
      <li>Last parcels shipped: 3 days before the festival</li>
      <li>Warehouse reopens: on the 8th day of the new year</li>
    </ul>
    <p>Free storage days do not count down while the warehouse is closed.</p>`, `
    <p>На Праздник весны большинство продавцов прекращают отправку примерно на две недели. Заказы, сделанные в это время, будут выкуплены, как только продавцы вернутся к работе.</p>
    <ul>
      <li>Последний день оплаты заказов, которые будут выкуплены до праздника: за 10 дней до праздника</li>
      <li>Последние посылки отправляются: за 3 дня до праздника</li>
      <li>Склад открывается: на 8-й день нового года</li>
    </ul>
    <p>Пока склад закрыт, бесплатные дни хранения не расходуются.</p>`, `
    <p>春节期间大部分卖家会停止发货约两周，期间的订单将在卖家复工后立即采购。</p>
    <ul>
      <li>节前采购订单的最后付款日：春节前10天</li>
      <li>最后一批包裹发出：春节前3天</li>
      <li>仓库复工：正月初八</li>
    </ul>
    <p>仓库休息期间不计免费仓储天数。</p>`),
] };
