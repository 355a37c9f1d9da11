// Every word the login form shows, in each language of the language setting: the login page is wholly in the
// language the visitor chose (shared-graph session/language.ts), messages from the server included.
import { ApiError, type Language } from 'shared-graph';
import { LOGIN_META } from './loginMeta';

export interface LoginText {
  subtitle: string;
  userName: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  logIn: string;
  forgotPassword: string;
  captchaLabel: string;
  captchaHint: string;
  captchaAlt: string;
  anotherPicture: string;
  enterCredentials: string;
  typeCaptcha: string;
  /** The language switch's group name. */
  language: string;
  unreachable: string;
  /** The server's refusals, by error code (its own message, in English, for any other code). */
  refusals: Partial<Record<string, string>>;
  tooManyLogins: (seconds: number | null) => string;
}

export const LOGIN_TEXT: Record<Language, LoginText> = {
  en: {
    subtitle: LOGIN_META.en.description,
    userName: 'User name',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    logIn: 'Log in',
    forgotPassword: 'Forgot your password?',
    captchaLabel: 'Characters in the picture',
    captchaHint: 'Not case-sensitive',
    captchaAlt: 'Captcha: type the characters shown',
    anotherPicture: 'Another picture',
    enterCredentials: 'Enter your user name and password.',
    typeCaptcha: 'Type the characters shown in the picture.',
    language: 'Language',
    unreachable: 'Sasar could not reach the server. Check your connection and try again.',
    refusals: {},
    tooManyLogins: (seconds) => (seconds ? `Too many failed logins. Try again in ${seconds} seconds.` : 'Too many failed logins. Try again later.'),
  },
  id: {
    subtitle: LOGIN_META.id.description,
    userName: 'Nama pengguna',
    password: 'Kata sandi',
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
    logIn: 'Masuk',
    forgotPassword: 'Lupa kata sandi?',
    captchaLabel: 'Karakter pada gambar',
    captchaHint: 'Huruf besar dan kecil tidak dibedakan',
    captchaAlt: 'Captcha: ketik karakter yang terlihat',
    anotherPicture: 'Gambar lain',
    enterCredentials: 'Masukkan nama pengguna dan kata sandi Anda.',
    typeCaptcha: 'Ketik karakter yang terlihat pada gambar.',
    language: 'Bahasa',
    unreachable: 'Sasar tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi.',
    refusals: {
      invalid_credentials: 'Nama pengguna atau kata sandi salah.',
      captcha_required: 'Ketik karakter yang terlihat pada gambar untuk melanjutkan.',
      captcha_invalid: 'Karakter tidak cocok dengan gambar (atau sudah kedaluwarsa). Coba gambar baru ini.',
      account_disabled: 'Akun ini dinonaktifkan. Hubungi dukungan Sasar untuk mengaktifkannya kembali.',
    },
    tooManyLogins: (seconds) => (seconds ? `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${seconds} detik.` : 'Terlalu banyak percobaan masuk yang gagal. Coba lagi nanti.'),
  },
};

/** What the form says about a failed login, in `language`. */
export function loginErrorText(error: unknown, language: Language): string {
  const text = LOGIN_TEXT[language];
  if (!(error instanceof ApiError) || error.status === 0) return text.unreachable;
  if (error.code === 'rate_limited') {
    const seconds = /(\d+)\s*second/.exec(error.message)?.[1];
    return text.tooManyLogins(seconds ? Number(seconds) : null);
  }
  return text.refusals[error.code] ?? error.message;
}
