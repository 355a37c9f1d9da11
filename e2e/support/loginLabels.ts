/**
 * The login form's fields and button in either language of the language setting: a first visit gets the form in
 * Indonesian (SPEC §1 default), a browser that chose English gets it in English (tests/language.spec.ts).
 */
export const LOGIN_LABELS = {
  user: /^(User name|Nama pengguna)$/,
  password: /^(Password|Kata sandi)$/,
  submit: /^(Log in|Masuk)$/,
};
