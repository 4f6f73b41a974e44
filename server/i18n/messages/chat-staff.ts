import type { Messages } from '../langs';

/**
 * Live chat, the staff side (issue 34): the console's sign-in and its refusals, how a conversation's party and the
 * operator's replies are named, and the Messages entry (and e-mail, switch `chat_reply`) of a reply while the
 * shopper was away ("smsg.chat_reply.*"; param `text`: the reply's opening words).
 */
export default {
  en: {
    'staff.badLogin': 'Wrong e-mail or password',
    'staff.signIn': 'Sign in to the chat console',
    'staff.email': 'Give the staff member’s e-mail address',
    'staff.password': 'A staff password needs at least {min} characters',
    'staff.taken': 'There is already a staff member with the e-mail {email}',
    'staff.notFound': 'No such staff member',
    'chat.operator': 'Operator',
    'chat.visitor': 'Visitor {id}',
    'chat.noConversation': 'No such conversation',
    'chat.pictureVisitor': 'Pictures reach signed-in shoppers only: this visitor has not signed in',
    'smsg.chat_reply.title': 'Customer service replied in the chat',
    'smsg.chat_reply.text': '“{text}” Tap to open the chat.',
    'smsg.chat_reply_picture.title': 'Customer service replied in the chat',
    'smsg.chat_reply_picture.text': 'Customer service sent you a picture. Tap to open the chat.',
    'remind.event.chat_reply': 'Replies in the chat while I am away',
    'mail.notice.open.chat': 'Open the chat',
  },
  ru: {
    'staff.badLogin': 'Неверный e-mail или пароль',
    'staff.signIn': 'Войдите в консоль чата',
    'staff.email': 'Укажите e-mail сотрудника',
    'staff.password': 'Пароль сотрудника должен быть не короче {min} символов',
    'staff.taken': 'Сотрудник с e-mail {email} уже есть',
    'staff.notFound': 'Такого сотрудника нет',
    'chat.operator': 'Оператор',
    'chat.visitor': 'Гость {id}',
    'chat.noConversation': 'Такого диалога нет',
    'chat.pictureVisitor': 'Фото получают только вошедшие покупатели: этот гость не вошёл',
    'smsg.chat_reply.title': 'Служба поддержки ответила в чате',
    'smsg.chat_reply.text': '«{text}» Нажмите, чтобы открыть чат.',
    'smsg.chat_reply_picture.title': 'Служба поддержки ответила в чате',
    'smsg.chat_reply_picture.text': 'Служба поддержки прислала вам фото. Нажмите, чтобы открыть чат.',
    'remind.event.chat_reply': 'Ответы в чате, пока меня нет',
    'mail.notice.open.chat': 'Открыть чат',
  },
  'zh-cn': {
    'staff.badLogin': '邮箱或密码错误',
    'staff.signIn': '请登录聊天客服台',
    'staff.email': '请填写客服人员的邮箱',
    'staff.password': '客服密码至少 {min} 个字符',
    'staff.taken': '邮箱 {email} 已有客服人员使用',
    'staff.notFound': '没有该客服人员',
    'chat.operator': '管理员',
    'chat.visitor': '访客 {id}',
    'chat.noConversation': '没有该会话',
    'chat.pictureVisitor': '只有已登录的顾客能收到图片：该访客尚未登录',
    'smsg.chat_reply.title': '客服在聊天中回复了您',
    'smsg.chat_reply.text': '“{text}” 点击打开聊天。',
    'smsg.chat_reply_picture.title': '客服在聊天中回复了您',
    'smsg.chat_reply_picture.text': '客服给您发送了一张图片，点击打开聊天。',
    'remind.event.chat_reply': '我不在时的聊天回复',
    'mail.notice.open.chat': '打开聊天',
  },
} satisfies Messages;
