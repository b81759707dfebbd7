import type { Language } from '@tandem/contracts';
import type { MailMessage } from '../lib/mailer';
import type { OtpPurpose } from '../lib/otp';
import { filledMail } from './fill-template';

interface OtpMailText {
  /** One subject per purpose, so members know what they asked for. */
  subjects: Record<OtpPurpose, string>;
  /** Placeholders: {product}, {code}, {minutes}. */
  lines: [intro: string, code: string, validity: string, warning: string, ignore: string];
}

/** One dictionary per language; mail.test.ts keeps every language complete and its placeholders equal. */
export const otpMailTexts: Record<Language, OtpMailText> = {
  zh: {
    subjects: {
      signup: '{product} 注册验证码',
      reset_password: '{product} 重置登录密码验证码',
      reset_secpassword: '{product} 重置二级密码验证码',
      change_email: '{product} 更换邮箱验证码',
      security: '{product} 安全验证码',
    },
    lines: [
      '您好，',
      '您的验证码是：{code}',
      '验证码在 {minutes} 分钟内有效。请勿将验证码告诉任何人，{product} 的工作人员绝不会向您索取验证码。',
      '如果这不是您本人的操作，请忽略此邮件，并建议您尽快修改密码。',
      '此邮件由系统自动发送，请勿直接回复。',
    ],
  },
  en: {
    subjects: {
      signup: 'Your {product} sign-up code',
      reset_password: 'Your {product} password reset code',
      reset_secpassword: 'Your {product} secondary password reset code',
      change_email: 'Your {product} email change code',
      security: 'Your {product} security code',
    },
    lines: [
      'Hello,',
      'Your verification code is: {code}',
      'It is valid for {minutes} minutes. Never share this code with anyone; {product} staff will never ask you for it.',
      'If you did not request this code, please ignore this email and consider changing your password.',
      'This email was sent automatically; please do not reply to it.',
    ],
  },
  'zh-TW': {
    subjects: {
      signup: '{product} 註冊驗證碼',
      reset_password: '{product} 重設登入密碼驗證碼',
      reset_secpassword: '{product} 重設二級密碼驗證碼',
      change_email: '{product} 變更電子郵件驗證碼',
      security: '{product} 安全驗證碼',
    },
    lines: [
      '您好，',
      '您的驗證碼是：{code}',
      '驗證碼在 {minutes} 分鐘內有效。請勿將驗證碼告訴任何人，{product} 的工作人員絕不會向您索取驗證碼。',
      '如果這不是您本人的操作，請忽略此郵件，並建議您儘快修改密碼。',
      '此郵件由系統自動發送，請勿直接回覆。',
    ],
  },
  th: {
    subjects: {
      signup: 'รหัสยืนยันการสมัครสมาชิก {product}',
      reset_password: 'รหัสยืนยันสำหรับรีเซ็ตรหัสผ่าน {product}',
      reset_secpassword: 'รหัสยืนยันสำหรับรีเซ็ตรหัสผ่านชั้นที่สอง {product}',
      change_email: 'รหัสยืนยันสำหรับเปลี่ยนอีเมล {product}',
      security: 'รหัสยืนยันความปลอดภัย {product}',
    },
    lines: [
      'เรียน ผู้ใช้งาน',
      'รหัสยืนยันของคุณคือ: {code}',
      'รหัสนี้ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น เจ้าหน้าที่ {product} จะไม่ขอรหัสนี้จากคุณเด็ดขาด',
      'หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ และควรเปลี่ยนรหัสผ่านของคุณ',
      'อีเมลฉบับนี้ส่งโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    ],
  },
  vi: {
    subjects: {
      signup: 'Mã xác minh đăng ký {product}',
      reset_password: 'Mã xác minh đặt lại mật khẩu {product}',
      reset_secpassword: 'Mã xác minh đặt lại mật khẩu cấp 2 {product}',
      change_email: 'Mã xác minh thay đổi email {product}',
      security: 'Mã bảo mật {product}',
    },
    lines: [
      'Xin chào,',
      'Mã xác minh của bạn là: {code}',
      'Mã có hiệu lực trong {minutes} phút. Tuyệt đối không chia sẻ mã này với bất kỳ ai; nhân viên {product} sẽ không bao giờ hỏi mã của bạn.',
      'Nếu bạn không yêu cầu mã này, vui lòng bỏ qua email và cân nhắc đổi mật khẩu.',
      'Email này được gửi tự động, vui lòng không trả lời.',
    ],
  },
  ja: {
    subjects: {
      signup: '{product} 新規登録の認証コード',
      reset_password: '{product} パスワード再設定の認証コード',
      reset_secpassword: '{product} 二次パスワード再設定の認証コード',
      change_email: '{product} メールアドレス変更の認証コード',
      security: '{product} セキュリティ認証コード',
    },
    lines: [
      'こんにちは。',
      '認証コード：{code}',
      'このコードの有効期限は {minutes} 分です。コードは誰にも教えないでください。{product} のスタッフがコードを尋ねることは決してありません。',
      'お心当たりのない場合は、このメールを破棄し、パスワードの変更をご検討ください。',
      'このメールは送信専用です。ご返信いただいてもお答えできません。',
    ],
  },
  ko: {
    subjects: {
      signup: '{product} 회원가입 인증 코드',
      reset_password: '{product} 비밀번호 재설정 인증 코드',
      reset_secpassword: '{product} 2차 비밀번호 재설정 인증 코드',
      change_email: '{product} 이메일 변경 인증 코드',
      security: '{product} 보안 인증 코드',
    },
    lines: [
      '안녕하세요.',
      '인증 코드: {code}',
      '이 코드는 {minutes}분 동안 유효합니다. 코드를 누구에게도 알려 주지 마세요. {product} 직원은 절대로 코드를 요구하지 않습니다.',
      '본인이 요청하지 않았다면 이 메일을 무시하시고 비밀번호 변경을 고려해 주세요.',
      '이 메일은 발신 전용입니다. 회신하지 마세요.',
    ],
  },
  id: {
    subjects: {
      signup: 'Kode pendaftaran {product} Anda',
      reset_password: 'Kode atur ulang kata sandi {product} Anda',
      reset_secpassword: 'Kode atur ulang kata sandi kedua {product} Anda',
      change_email: 'Kode perubahan email {product} Anda',
      security: 'Kode keamanan {product} Anda',
    },
    lines: [
      'Halo,',
      'Kode verifikasi Anda: {code}',
      'Kode ini berlaku selama {minutes} menit. Jangan berikan kode ini kepada siapa pun; staf {product} tidak akan pernah memintanya.',
      'Jika Anda tidak meminta kode ini, abaikan email ini dan pertimbangkan untuk mengganti kata sandi Anda.',
      'Email ini dikirim secara otomatis; mohon jangan dibalas.',
    ],
  },
  ms: {
    subjects: {
      signup: 'Kod pendaftaran {product} anda',
      reset_password: 'Kod set semula kata laluan {product} anda',
      reset_secpassword: 'Kod set semula kata laluan kedua {product} anda',
      change_email: 'Kod penukaran e-mel {product} anda',
      security: 'Kod keselamatan {product} anda',
    },
    lines: [
      'Helo,',
      'Kod pengesahan anda: {code}',
      'Kod ini sah selama {minutes} minit. Jangan kongsi kod ini dengan sesiapa; kakitangan {product} tidak akan sekali-kali memintanya.',
      'Jika anda tidak meminta kod ini, sila abaikan e-mel ini dan pertimbangkan untuk menukar kata laluan anda.',
      'E-mel ini dihantar secara automatik; sila jangan balas.',
    ],
  },
};

export function otpMail(options: {
  to: string;
  language: Language;
  purpose: OtpPurpose;
  code: string;
  productName: string;
  validMinutes: number;
}): MailMessage {
  const text = otpMailTexts[options.language];
  const values = { product: options.productName, code: options.code, minutes: String(options.validMinutes) };
  return filledMail(options.to, { subject: text.subjects[options.purpose], lines: text.lines }, values);
}
