/**
 * Passwords of 8+ characters that top every leaked-password list (lower-case): refused for a new password,
 * whatever the length rule says. A short list on purpose: the ones an attacker tries first.
 */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '88888888', '87654321', '123123123', '987654321',
  '11223344', '12121212', '11112222', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qazwsxedc', 'zaq12wsx', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwerty12', 'qwerty123', 'qwerty1234', 'abc12345', 'abcd1234', 'abcdefgh', 'aa123456', 'a1234567', 'a12345678', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'admin123', 'administrator', 'letmein1',
  'trustno1', 'starwars', 'whatever', 'superman', 'michelle', 'jennifer', 'computer', 'internet', 'charlie1', 'samsung1',
  'changeme', 'qwer1234', 'asdf1234', 'zxcv1234', '1234qwer', 'q1w2e3r4', 'q1w2e3r4t5', 'woaini1314', '5201314520', 'wang1234',
  'li123456', 'zhang123', 'pa55word', 'master12', 'dragon12', 'monkey12', 'shadow12', 'mustang1', 'michael1', 'football1',
  'qwertyqwerty', 'password!', 'passwort', 'parol123', 'йцукенгш', 'пароль123', 'qweasdzxc', '1qazxsw2', 'test1234',
]);
