/** The captcha widget's door: the widget, the hook that holds its state for a form, and its rules' types. */
export { Captcha, type CaptchaProps } from './Captcha';
export { useCaptcha, type CaptchaControl } from './use-captcha';
export type { CaptchaNotice, CaptchaPhaseName, CaptchaState } from './captcha-rules';
