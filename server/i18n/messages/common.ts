import type { Messages } from '../index';

export default {
  en: {
    'error.login': 'Please log in first',
    'error.token': 'Your session has expired, please log in again',
    'error.forbidden': 'You have no permission to do this',
    'error.server': 'Server error, please try again later',
    'error.notFound': 'Not found',
    'error.invalid': 'Invalid parameter: {field}',
    'error.required': '{field} cannot be empty',
    'error.noRoute': 'No such API: {path}',
    'ok': 'Success',
  },
  ru: {
    'error.login': 'Сначала войдите в аккаунт',
    'error.token': 'Сессия истекла, войдите снова',
    'error.forbidden': 'У вас нет прав на это действие',
    'error.server': 'Ошибка сервера, попробуйте позже',
    'error.notFound': 'Не найдено',
    'error.invalid': 'Неверный параметр: {field}',
    'error.required': 'Поле {field} не может быть пустым',
    'error.noRoute': 'Нет такого API: {path}',
    'ok': 'Успешно',
  },
  'zh-cn': {
    'error.login': '请先登录',
    'error.token': '登录已过期，请重新登录',
    'error.forbidden': '您没有权限执行此操作',
    'error.server': '服务器错误，请稍后再试',
    'error.notFound': '未找到',
    'error.invalid': '参数错误：{field}',
    'error.required': '{field}不能为空',
    'error.noRoute': '接口不存在：{path}',
    'ok': '成功',
  },
} satisfies Messages;
