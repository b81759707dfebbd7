import type { Language } from '@tandem/contracts';
import { productNameMail } from './fill-template';

/**
 * The acknowledgement sent to whoever used the contact form. It deliberately repeats nothing the
 * sender typed (name, topic, message): the form accepts any address, and a mail that echoed
 * free text would let strangers send their own content from our domain.
 */
interface ContactAckText {
  /** Placeholders: {product}. */
  subject: string;
  lines: [greeting: string, received: string, reply: string, notYou: string];
}

export const contactAckTexts: Record<Language, ContactAckText> = {
  zh: {
    subject: '我们已收到您的留言 - {product}',
    lines: [
      '您好，',
      '感谢您联系 {product}，我们的客服团队已收到您的留言。',
      '我们会尽快通过此邮箱回复您，请留意来信。',
      '如果您没有联系过我们，请忽略此邮件。',
    ],
  },
  en: {
    subject: 'We have received your message - {product}',
    lines: [
      'Hello,',
      'Thank you for contacting {product}. Our support team has received your message.',
      'We will reply to this email address as soon as we can.',
      'If you did not contact us, please ignore this email.',
    ],
  },
  'zh-TW': {
    subject: '我們已收到您的留言 - {product}',
    lines: [
      '您好，',
      '感謝您聯絡 {product}，我們的客服團隊已收到您的留言。',
      '我們會儘快透過此電子郵件地址回覆您，請留意來信。',
      '如果您沒有聯絡過我們，請忽略此郵件。',
    ],
  },
  th: {
    subject: 'เราได้รับข้อความของคุณแล้ว - {product}',
    lines: [
      'เรียน ผู้ใช้งาน',
      'ขอบคุณที่ติดต่อ {product} ทีมบริการลูกค้าของเราได้รับข้อความของคุณแล้ว',
      'เราจะตอบกลับมายังอีเมลนี้โดยเร็วที่สุด',
      'หากคุณไม่ได้ติดต่อเรา โปรดเพิกเฉยต่ออีเมลฉบับนี้',
    ],
  },
  vi: {
    subject: 'Chúng tôi đã nhận được tin nhắn của bạn - {product}',
    lines: [
      'Xin chào,',
      'Cảm ơn bạn đã liên hệ với {product}. Đội ngũ hỗ trợ của chúng tôi đã nhận được tin nhắn của bạn.',
      'Chúng tôi sẽ trả lời qua địa chỉ email này trong thời gian sớm nhất.',
      'Nếu bạn không liên hệ với chúng tôi, vui lòng bỏ qua email này.',
    ],
  },
  ja: {
    subject: 'お問い合わせを受け付けました - {product}',
    lines: [
      'こんにちは。',
      '{product} へお問い合わせいただきありがとうございます。サポートチームがメッセージを受け付けました。',
      'できるだけ早く、このメールアドレス宛てにご返信いたします。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ],
  },
  ko: {
    subject: '문의가 접수되었습니다 - {product}',
    lines: [
      '안녕하세요.',
      '{product}에 문의해 주셔서 감사합니다. 고객지원팀이 메시지를 접수했습니다.',
      '최대한 빨리 이 이메일 주소로 답변드리겠습니다.',
      '문의하신 적이 없다면 이 메일을 무시해 주세요.',
    ],
  },
  id: {
    subject: 'Pesan Anda telah kami terima - {product}',
    lines: [
      'Halo,',
      'Terima kasih telah menghubungi {product}. Tim dukungan kami telah menerima pesan Anda.',
      'Kami akan membalas ke alamat email ini secepatnya.',
      'Jika Anda tidak menghubungi kami, abaikan email ini.',
    ],
  },
  ms: {
    subject: 'Mesej anda telah kami terima - {product}',
    lines: [
      'Helo,',
      'Terima kasih kerana menghubungi {product}. Pasukan sokongan kami telah menerima mesej anda.',
      'Kami akan membalas ke alamat e-mel ini secepat mungkin.',
      'Jika anda tidak menghubungi kami, sila abaikan e-mel ini.',
    ],
  },
};

export const contactAckMail = productNameMail(contactAckTexts);
