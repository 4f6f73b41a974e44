import { userInfo } from '../../../api/user-centre';
import { updateUser } from '../../../state/session';

/** After money came back: the stored user's balance (user centre, wallet entry) asked for again; a failure changes nothing. */
export const refreshBalance = () => void userInfo({ toast: false }).then((r) => updateUser(r.userinfo)).catch(() => {});
