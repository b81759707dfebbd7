import type { Language } from '@tandem/contracts';
import { productNameMail } from './fill-template';

/**
 * Sent instead of a sign-up code when someone asks for one with an e-mail that already has an
 * account: the sign-up answer is the same as for a new e-mail (no enumeration), and only the owner
 * learns, by mail, that the address was used. It carries no code and nothing the requester typed.
 */
interface SignupAttemptText {
  /** Placeholders: {product}. */
  subject: string;
  lines: [greeting: string, attempt: string, ifYou: string, ifNotYou: string, automatic: string];
}

export const signupAttemptTexts: Record<Language, SignupAttemptText> = {
  zh: {
    subject: '有人尝试使用您的邮箱注册 {product}',
    lines: [
      '您好，',
      '有人刚刚尝试使用此邮箱注册 {product} 账户，但该邮箱已经绑定了一个账户，因此没有发送验证码。',
      '如果是您本人，请直接登录；如果忘记了密码，可以在登录页面重置密码。',
      '如果不是您本人，请忽略此邮件，您的账户不会有任何变化。',
      '此邮件由系统自动发送，请勿直接回复。',
    ],
  },
  en: {
    subject: 'Someone tried to sign up to {product} with your email',
    lines: [
      'Hello,',
      'Someone just tried to sign up to {product} with this email address. It already belongs to an account, so no code was sent.',
      'If it was you, simply log in; if you have forgotten your password, you can reset it from the login page.',
      'If it was not you, you can ignore this email; nothing has changed on your account.',
      'This email was sent automatically; please do not reply to it.',
    ],
  },
  'zh-TW': {
    subject: '有人嘗試使用您的電子郵件註冊 {product}',
    lines: [
      '您好，',
      '有人剛剛嘗試使用此電子郵件註冊 {product} 帳戶，但該電子郵件已綁定一個帳戶，因此沒有發送驗證碼。',
      '如果是您本人，請直接登入；如果忘記了密碼，可以在登入頁面重設密碼。',
      '如果不是您本人，請忽略此郵件，您的帳戶不會有任何變化。',
      '此郵件由系統自動發送，請勿直接回覆。',
    ],
  },
  th: {
    subject: 'มีผู้พยายามสมัคร {product} ด้วยอีเมลของคุณ',
    lines: [
      'เรียน ผู้ใช้งาน',
      'มีผู้พยายามสมัครบัญชี {product} ด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว จึงไม่ได้ส่งรหัสยืนยัน',
      'หากเป็นคุณ โปรดเข้าสู่ระบบตามปกติ หากลืมรหัสผ่าน คุณสามารถรีเซ็ตได้จากหน้าเข้าสู่ระบบ',
      'หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลฉบับนี้ บัญชีของคุณไม่มีการเปลี่ยนแปลงใด ๆ',
      'อีเมลนี้ส่งโดยระบบอัตโนมัติ โปรดอย่าตอบกลับ',
    ],
  },
  vi: {
    subject: 'Có người đã thử đăng ký {product} bằng email của bạn',
    lines: [
      'Xin chào,',
      'Có người vừa thử đăng ký tài khoản {product} bằng địa chỉ email này. Email này đã thuộc về một tài khoản nên không có mã nào được gửi.',
      'Nếu đó là bạn, hãy đăng nhập; nếu bạn quên mật khẩu, bạn có thể đặt lại mật khẩu từ trang đăng nhập.',
      'Nếu không phải bạn, vui lòng bỏ qua email này; tài khoản của bạn không có gì thay đổi.',
      'Email này được gửi tự động; vui lòng không trả lời.',
    ],
  },
  ja: {
    subject: 'お客様のメールアドレスで {product} への登録が試みられました',
    lines: [
      'こんにちは。',
      'このメールアドレスで {product} のアカウント登録が試みられましたが、このアドレスは既にアカウントに登録されているため、認証コードは送信していません。',
      'ご本人の場合はそのままログインしてください。パスワードをお忘れの場合は、ログイン画面から再設定できます。',
      'お心当たりのない場合は、このメールを破棄してください。アカウントには何の変更もありません。',
      'このメールは自動送信されています。返信しないでください。',
    ],
  },
  ko: {
    subject: '회원님의 이메일로 {product} 가입이 시도되었습니다',
    lines: [
      '안녕하세요.',
      '방금 누군가 이 이메일 주소로 {product} 계정 가입을 시도했습니다. 이 이메일은 이미 계정에 등록되어 있어 인증 코드를 보내지 않았습니다.',
      '본인이라면 바로 로그인하세요. 비밀번호를 잊으셨다면 로그인 화면에서 재설정할 수 있습니다.',
      '본인이 아니라면 이 메일을 무시해 주세요. 계정에는 아무런 변경도 없습니다.',
      '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
    ],
  },
  id: {
    subject: 'Seseorang mencoba mendaftar di {product} dengan email Anda',
    lines: [
      'Halo,',
      'Seseorang baru saja mencoba mendaftar akun {product} dengan alamat email ini. Email ini sudah terdaftar pada sebuah akun, jadi tidak ada kode yang dikirim.',
      'Jika itu Anda, silakan masuk; jika Anda lupa kata sandi, Anda dapat mengatur ulang kata sandi dari halaman masuk.',
      'Jika bukan Anda, abaikan email ini; tidak ada perubahan pada akun Anda.',
      'Email ini dikirim secara otomatis; mohon tidak membalasnya.',
    ],
  },
  ms: {
    subject: 'Seseorang cuba mendaftar di {product} dengan e-mel anda',
    lines: [
      'Helo,',
      'Seseorang baru sahaja cuba mendaftar akaun {product} dengan alamat e-mel ini. E-mel ini sudah berdaftar pada sebuah akaun, jadi tiada kod dihantar.',
      'Jika itu anda, sila log masuk; jika anda terlupa kata laluan, anda boleh menetapkannya semula dari halaman log masuk.',
      'Jika bukan anda, sila abaikan e-mel ini; tiada perubahan pada akaun anda.',
      'E-mel ini dihantar secara automatik; sila jangan balas.',
    ],
  },
};

export const signupAttemptMail = productNameMail(signupAttemptTexts);
