import {
  type KycRejectReason,
  type Language,
  type NotificationParamsByKind,
  type StoredNotificationKind,
  formatMoney,
  kycRejectReasons,
  zoneOffsetOf,
  zonedDateTime,
} from '@tandem/contracts';
import type { MailMessage } from '../lib/mailer';
import { fillTemplate, filledMail } from './fill-template';

/**
 * Placeholders: {product} everywhere; {reason} (kyc_rejected, *_rejected); {title} (ticket_reply);
 * {amount} (deposits, withdrawals, stake); {date} (stake_expiry). Amounts arrive as "12.000000" and are
 * shown as people read money ("1,500.00") by formatMoney, the formatter the web uses too.
 */
interface NotificationMailText {
  subjects: Record<StoredNotificationKind, string>;
  bodies: Record<StoredNotificationKind, string>;
  greeting: string;
  /** Placeholders: {product}. */
  details: string;
  footer: string;
  kycReasons: Record<KycRejectReason, string>;
  /** Placeholders: {note}; appended to the KYC reason when staff wrote one. */
  kycNote: string;
}

/** One dictionary per language; mail.test.ts keeps every language complete and its placeholders equal. */
export const notificationMailTexts: Record<Language, NotificationMailText> = {
  zh: {
    subjects: {
      kyc_approved: '{product} 实名认证已通过',
      kyc_rejected: '{product} 实名认证未通过',
      ticket_reply: '{product} 客服已回复您的工单',
      deposit_approved: '{product} 充值已到账',
      deposit_rejected: '{product} 充值申请未通过',
      chain_deposit_credited: '{product} 链上充值已到账',
      withdrawal_approved: '{product} 提现申请已批准',
      withdrawal_rejected: '{product} 提现申请未通过',
      withdrawal_paid: '{product} 提现已打款',
      stake_expiry: '{product} 质押即将到期',
      surrender_approved: '{product} 退保申请已批准',
      surrender_rejected: '{product} 退保申请未通过',
      profile_reward: '{product} 完善资料奖励已到账',
    },
    bodies: {
      kyc_approved: '您的实名认证已审核通过，现在可以使用 {product} 的全部功能。',
      kyc_rejected: '很抱歉，您的实名认证未通过审核。原因：{reason}。请按要求重新提交证件。',
      ticket_reply: '客服已回复您的工单「{title}」。',
      deposit_approved: '您的 {amount} USDT 充值已审核通过，资金已存入您的钱包。',
      deposit_rejected: '您的 {amount} USDT 充值申请未通过审核。原因：{reason}',
      chain_deposit_credited: '您从链上转入的 {amount} USDT 已确认，资金已存入您的现金钱包。',
      withdrawal_approved: '您的 {amount} USDT 提现申请已批准，正在安排打款。',
      withdrawal_rejected: '您的 {amount} USDT 提现申请未通过，冻结的金额已退回您的钱包。原因：{reason}',
      withdrawal_paid: '您的 {amount} USDT 提现已打款，请留意查收。',
      stake_expiry: '您的 {amount} USDT 质押将于 {date} 到期。',
      surrender_approved: '您的退保申请已批准，扣除违约金后的 {amount} USDT 已退回您的现金钱包。',
      surrender_rejected: '您 {amount} USDT 质押的退保申请未通过，质押继续有效。原因：{reason}',
      profile_reward: '您已完善个人资料，{amount} 代金积分已存入您的代金积分钱包。',
    },
    greeting: '您好，',
    details: '请登录 {product} 查看详情。',
    footer: '此邮件由系统自动发送，请勿直接回复。',
    kycReasons: {
      blurry_image: '证件照片模糊',
      document_expired: '证件已过期',
      name_mismatch: '姓名与资料不符',
      document_incomplete: '证件信息不完整',
      other: '其他原因',
    },
    kycNote: '（备注：{note}）',
  },
  en: {
    subjects: {
      kyc_approved: 'Your {product} identity verification is approved',
      kyc_rejected: 'Your {product} identity verification was not approved',
      ticket_reply: 'Support replied to your {product} ticket',
      deposit_approved: 'Your {product} deposit has been credited',
      deposit_rejected: 'Your {product} deposit was not approved',
      chain_deposit_credited: 'Your {product} on-chain deposit has been credited',
      withdrawal_approved: 'Your {product} withdrawal is approved',
      withdrawal_rejected: 'Your {product} withdrawal was not approved',
      withdrawal_paid: 'Your {product} withdrawal has been paid',
      stake_expiry: 'Your {product} stake is about to expire',
      surrender_approved: 'Your {product} surrender is approved',
      surrender_rejected: 'Your {product} surrender was not approved',
      profile_reward: 'Your {product} profile completion reward',
    },
    bodies: {
      kyc_approved: 'Your identity verification has been approved. You can now use every feature of {product}.',
      kyc_rejected:
        'Sorry, your identity verification was not approved. Reason: {reason}. Please submit your document again as asked.',
      ticket_reply: 'Our support team has replied to your ticket "{title}".',
      deposit_approved: 'Your deposit of {amount} USDT has been approved and credited to your wallet.',
      deposit_rejected: 'Your deposit of {amount} USDT was not approved. Reason: {reason}',
      chain_deposit_credited:
        'Your on-chain transfer of {amount} USDT is confirmed and has been credited to your cash wallet.',
      withdrawal_approved: 'Your withdrawal of {amount} USDT has been approved and the payment is being arranged.',
      withdrawal_rejected:
        'Your withdrawal of {amount} USDT was not approved and the held amount is back in your wallet. Reason: {reason}',
      withdrawal_paid: 'Your withdrawal of {amount} USDT has been paid out.',
      stake_expiry: 'Your stake of {amount} USDT expires on {date}.',
      surrender_approved:
        'Your surrender has been approved: {amount} USDT, the principal minus the penalty, is back in your cash wallet.',
      surrender_rejected:
        'Your request to surrender the stake of {amount} USDT was not approved, and the stake continues. Reason: {reason}',
      profile_reward:
        'Thank you for completing your profile: {amount} voucher points have been added to your voucher points wallet.',
    },
    greeting: 'Hello,',
    details: 'Log in to {product} to see the details.',
    footer: 'This email was sent automatically; please do not reply to it.',
    kycReasons: {
      blurry_image: 'the document photo is blurry',
      document_expired: 'the document has expired',
      name_mismatch: 'the name does not match your profile',
      document_incomplete: 'the document is incomplete',
      other: 'other reason',
    },
    kycNote: ' (note: {note})',
  },
  'zh-TW': {
    subjects: {
      kyc_approved: '{product} 實名認證已通過',
      kyc_rejected: '{product} 實名認證未通過',
      ticket_reply: '{product} 客服已回覆您的工單',
      deposit_approved: '{product} 儲值已入帳',
      deposit_rejected: '{product} 儲值申請未通過',
      chain_deposit_credited: '{product} 鏈上儲值已入帳',
      withdrawal_approved: '{product} 提領申請已核准',
      withdrawal_rejected: '{product} 提領申請未通過',
      withdrawal_paid: '{product} 提領已撥款',
      stake_expiry: '{product} 質押即將到期',
      surrender_approved: '{product} 解約申請已核准',
      surrender_rejected: '{product} 解約申請未通過',
      profile_reward: '{product} 完善資料獎勵已到帳',
    },
    bodies: {
      kyc_approved: '您的實名認證已審核通過，現在可以使用 {product} 的全部功能。',
      kyc_rejected: '很抱歉，您的實名認證未通過審核。原因：{reason}。請依照要求重新提交證件。',
      ticket_reply: '客服已回覆您的工單「{title}」。',
      deposit_approved: '您的 {amount} USDT 儲值已審核通過，款項已存入您的錢包。',
      deposit_rejected: '您的 {amount} USDT 儲值申請未通過審核。原因：{reason}',
      chain_deposit_credited: '您從鏈上轉入的 {amount} USDT 已確認，款項已存入您的現金錢包。',
      withdrawal_approved: '您的 {amount} USDT 提領申請已核准，正在安排撥款。',
      withdrawal_rejected: '您的 {amount} USDT 提領申請未通過，凍結的金額已退回您的錢包。原因：{reason}',
      withdrawal_paid: '您的 {amount} USDT 提領已撥款，請留意查收。',
      stake_expiry: '您的 {amount} USDT 質押將於 {date} 到期。',
      surrender_approved: '您的解約申請已核准，扣除違約金後的 {amount} USDT 已退回您的現金錢包。',
      surrender_rejected: '您 {amount} USDT 質押的解約申請未通過，質押繼續有效。原因：{reason}',
      profile_reward: '您已完善個人資料，{amount} 代金積分已存入您的代金積分錢包。',
    },
    greeting: '您好，',
    details: '請登入 {product} 查看詳情。',
    footer: '此郵件由系統自動發送，請勿直接回覆。',
    kycReasons: {
      blurry_image: '證件照片模糊',
      document_expired: '證件已過期',
      name_mismatch: '姓名與資料不符',
      document_incomplete: '證件資訊不完整',
      other: '其他原因',
    },
    kycNote: '（備註：{note}）',
  },
  th: {
    subjects: {
      kyc_approved: 'การยืนยันตัวตน {product} ของคุณได้รับการอนุมัติแล้ว',
      kyc_rejected: 'การยืนยันตัวตน {product} ของคุณไม่ผ่านการอนุมัติ',
      ticket_reply: 'ฝ่ายบริการลูกค้า {product} ตอบกลับทิกเก็ตของคุณแล้ว',
      deposit_approved: 'ยอดฝากเงิน {product} ของคุณเข้าบัญชีแล้ว',
      deposit_rejected: 'คำขอฝากเงิน {product} ของคุณไม่ผ่านการอนุมัติ',
      chain_deposit_credited: 'ยอดฝากบนเชน {product} ของคุณเข้าบัญชีแล้ว',
      withdrawal_approved: 'คำขอถอนเงิน {product} ของคุณได้รับการอนุมัติแล้ว',
      withdrawal_rejected: 'คำขอถอนเงิน {product} ของคุณไม่ผ่านการอนุมัติ',
      withdrawal_paid: 'การถอนเงิน {product} ของคุณโอนเรียบร้อยแล้ว',
      stake_expiry: 'การสเตค {product} ของคุณใกล้ครบกำหนดแล้ว',
      surrender_approved: 'คำขอยกเลิกก่อนกำหนดของ {product} ได้รับการอนุมัติแล้ว',
      surrender_rejected: 'คำขอยกเลิกก่อนกำหนดของ {product} ไม่ได้รับการอนุมัติ',
      profile_reward: 'รางวัลกรอกโปรไฟล์ครบของ {product}',
    },
    bodies: {
      kyc_approved: 'การยืนยันตัวตนของคุณได้รับการอนุมัติแล้ว ตอนนี้คุณใช้งาน {product} ได้ครบทุกฟังก์ชัน',
      kyc_rejected: 'ขออภัย การยืนยันตัวตนของคุณไม่ผ่านการอนุมัติ เหตุผล: {reason} โปรดส่งเอกสารใหม่ตามที่แจ้ง',
      ticket_reply: 'ทีมบริการลูกค้าได้ตอบกลับทิกเก็ต "{title}" ของคุณแล้ว',
      deposit_approved: 'การฝากเงิน {amount} USDT ของคุณได้รับการอนุมัติและเข้ากระเป๋าเงินแล้ว',
      deposit_rejected: 'การฝากเงิน {amount} USDT ของคุณไม่ผ่านการอนุมัติ เหตุผล: {reason}',
      chain_deposit_credited: 'การโอน {amount} USDT บนเชนของคุณได้รับการยืนยันและเข้ากระเป๋าเงินสดของคุณแล้ว',
      withdrawal_approved: 'คำขอถอนเงิน {amount} USDT ของคุณได้รับการอนุมัติแล้ว และกำลังดำเนินการโอน',
      withdrawal_rejected: 'คำขอถอนเงิน {amount} USDT ของคุณไม่ผ่านการอนุมัติ ยอดที่ถูกพักไว้คืนเข้ากระเป๋าเงินแล้ว เหตุผล: {reason}',
      withdrawal_paid: 'การถอนเงิน {amount} USDT ของคุณโอนเรียบร้อยแล้ว',
      stake_expiry: 'การสเตค {amount} USDT ของคุณจะครบกำหนดในวันที่ {date}',
      surrender_approved:
        'คำขอยกเลิกก่อนกำหนดของคุณได้รับการอนุมัติแล้ว เงิน {amount} USDT (เงินต้นหักค่าปรับ) ได้คืนเข้ากระเป๋าเงินสดของคุณแล้ว',
      surrender_rejected:
        'คำขอยกเลิกก่อนกำหนดสำหรับการสเตค {amount} USDT ไม่ได้รับการอนุมัติ การสเตคยังคงดำเนินต่อไป เหตุผล: {reason}',
      profile_reward: 'ขอบคุณที่กรอกโปรไฟล์ครบถ้วน คะแนนบัตรกำนัล {amount} คะแนนได้เข้ากระเป๋าคะแนนบัตรกำนัลของคุณแล้ว',
    },
    greeting: 'เรียน ผู้ใช้งาน',
    details: 'โปรดเข้าสู่ระบบ {product} เพื่อดูรายละเอียด',
    footer: 'อีเมลฉบับนี้ส่งโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    kycReasons: {
      blurry_image: 'ภาพเอกสารไม่ชัด',
      document_expired: 'เอกสารหมดอายุ',
      name_mismatch: 'ชื่อไม่ตรงกับข้อมูลบัญชี',
      document_incomplete: 'ข้อมูลในเอกสารไม่ครบถ้วน',
      other: 'เหตุผลอื่น',
    },
    kycNote: ' (หมายเหตุ: {note})',
  },
  vi: {
    subjects: {
      kyc_approved: 'Xác minh danh tính {product} của bạn đã được duyệt',
      kyc_rejected: 'Xác minh danh tính {product} của bạn chưa được duyệt',
      ticket_reply: 'Bộ phận hỗ trợ {product} đã trả lời phiếu hỗ trợ của bạn',
      deposit_approved: 'Khoản nạp {product} của bạn đã được ghi có',
      deposit_rejected: 'Yêu cầu nạp tiền {product} của bạn không được duyệt',
      chain_deposit_credited: 'Khoản nạp trên chuỗi {product} của bạn đã được ghi có',
      withdrawal_approved: 'Yêu cầu rút tiền {product} của bạn đã được duyệt',
      withdrawal_rejected: 'Yêu cầu rút tiền {product} của bạn không được duyệt',
      withdrawal_paid: 'Khoản rút tiền {product} của bạn đã được chi trả',
      stake_expiry: 'Khoản stake {product} của bạn sắp đáo hạn',
      surrender_approved: 'Yêu cầu rút trước hạn {product} đã được duyệt',
      surrender_rejected: 'Yêu cầu rút trước hạn {product} không được duyệt',
      profile_reward: 'Thưởng hoàn thiện hồ sơ {product}',
    },
    bodies: {
      kyc_approved: 'Xác minh danh tính của bạn đã được duyệt. Giờ đây bạn có thể dùng mọi tính năng của {product}.',
      kyc_rejected:
        'Rất tiếc, xác minh danh tính của bạn chưa được duyệt. Lý do: {reason}. Vui lòng gửi lại giấy tờ theo hướng dẫn.',
      ticket_reply: 'Đội ngũ hỗ trợ đã trả lời phiếu hỗ trợ "{title}" của bạn.',
      deposit_approved: 'Khoản nạp {amount} USDT của bạn đã được duyệt và ghi có vào ví.',
      deposit_rejected: 'Khoản nạp {amount} USDT của bạn không được duyệt. Lý do: {reason}',
      chain_deposit_credited:
        'Khoản chuyển {amount} USDT trên chuỗi của bạn đã được xác nhận và ghi có vào ví tiền mặt.',
      withdrawal_approved: 'Yêu cầu rút {amount} USDT của bạn đã được duyệt và đang được sắp xếp chi trả.',
      withdrawal_rejected:
        'Yêu cầu rút {amount} USDT của bạn không được duyệt, số tiền tạm giữ đã được hoàn về ví. Lý do: {reason}',
      withdrawal_paid: 'Khoản rút {amount} USDT của bạn đã được chi trả.',
      stake_expiry: 'Khoản stake {amount} USDT của bạn sẽ đáo hạn vào {date}.',
      surrender_approved:
        'Yêu cầu rút trước hạn của bạn đã được duyệt: {amount} USDT (tiền gốc trừ phí phạt) đã được hoàn về ví tiền mặt của bạn.',
      surrender_rejected:
        'Yêu cầu rút trước hạn khoản stake {amount} USDT của bạn không được duyệt, khoản stake vẫn tiếp tục. Lý do: {reason}',
      profile_reward: 'Cảm ơn bạn đã hoàn thiện hồ sơ: {amount} điểm voucher đã được cộng vào ví điểm voucher của bạn.',
    },
    greeting: 'Xin chào,',
    details: 'Vui lòng đăng nhập {product} để xem chi tiết.',
    footer: 'Email này được gửi tự động, vui lòng không trả lời.',
    kycReasons: {
      blurry_image: 'ảnh giấy tờ bị mờ',
      document_expired: 'giấy tờ đã hết hạn',
      name_mismatch: 'họ tên không khớp với hồ sơ',
      document_incomplete: 'giấy tờ không đầy đủ thông tin',
      other: 'lý do khác',
    },
    kycNote: ' (ghi chú: {note})',
  },
  ja: {
    subjects: {
      kyc_approved: '{product} 本人確認が承認されました',
      kyc_rejected: '{product} 本人確認が承認されませんでした',
      ticket_reply: '{product} サポートからチケットへの返信があります',
      deposit_approved: '{product} 入金が反映されました',
      deposit_rejected: '{product} 入金申請が承認されませんでした',
      chain_deposit_credited: '{product} オンチェーン入金が反映されました',
      withdrawal_approved: '{product} 出金申請が承認されました',
      withdrawal_rejected: '{product} 出金申請が承認されませんでした',
      withdrawal_paid: '{product} 出金の送金が完了しました',
      stake_expiry: '{product} ステーキングの満期が近づいています',
      surrender_approved: '{product} の解約申請が承認されました',
      surrender_rejected: '{product} の解約申請は承認されませんでした',
      profile_reward: '{product} プロフィール完成特典',
    },
    bodies: {
      kyc_approved: '本人確認が承認されました。{product} のすべての機能をご利用いただけます。',
      kyc_rejected:
        '申し訳ありませんが、本人確認は承認されませんでした。理由：{reason}。案内に沿って書類を再提出してください。',
      ticket_reply: 'サポートチームがチケット「{title}」に返信しました。',
      deposit_approved: '{amount} USDT の入金が承認され、ウォレットに反映されました。',
      deposit_rejected: '{amount} USDT の入金申請は承認されませんでした。理由：{reason}',
      chain_deposit_credited: 'オンチェーンで送金された {amount} USDT が確認され、現金ウォレットに反映されました。',
      withdrawal_approved: '{amount} USDT の出金申請が承認されました。送金の手配を進めています。',
      withdrawal_rejected: '{amount} USDT の出金申請は承認されず、保留中の金額はウォレットに戻りました。理由：{reason}',
      withdrawal_paid: '{amount} USDT の出金の送金が完了しました。',
      stake_expiry: '{amount} USDT のステーキングは {date} に満期を迎えます。',
      surrender_approved: '解約申請が承認されました。違約金を差し引いた {amount} USDT が現金ウォレットに戻りました。',
      surrender_rejected:
        '{amount} USDT のステーキングの解約申請は承認されず、ステーキングは継続します。理由：{reason}',
      profile_reward:
        'プロフィールの入力ありがとうございます。{amount} バウチャーポイントをバウチャーポイントウォレットに付与しました。',
    },
    greeting: 'こんにちは。',
    details: '詳しくは {product} にログインしてご確認ください。',
    footer: 'このメールは送信専用です。ご返信いただいてもお答えできません。',
    kycReasons: {
      blurry_image: '書類の画像が不鮮明です',
      document_expired: '書類の有効期限が切れています',
      name_mismatch: '氏名が登録情報と一致しません',
      document_incomplete: '書類の情報が不足しています',
      other: 'その他の理由',
    },
    kycNote: '（備考：{note}）',
  },
  ko: {
    subjects: {
      kyc_approved: '{product} 본인 인증이 승인되었습니다',
      kyc_rejected: '{product} 본인 인증이 승인되지 않았습니다',
      ticket_reply: '{product} 고객지원팀이 문의에 답변했습니다',
      deposit_approved: '{product} 입금이 반영되었습니다',
      deposit_rejected: '{product} 입금 신청이 승인되지 않았습니다',
      chain_deposit_credited: '{product} 온체인 입금이 반영되었습니다',
      withdrawal_approved: '{product} 출금 신청이 승인되었습니다',
      withdrawal_rejected: '{product} 출금 신청이 승인되지 않았습니다',
      withdrawal_paid: '{product} 출금이 지급되었습니다',
      stake_expiry: '{product} 스테이킹 만기가 다가오고 있습니다',
      surrender_approved: '{product} 중도 해지 신청이 승인되었습니다',
      surrender_rejected: '{product} 중도 해지 신청이 승인되지 않았습니다',
      profile_reward: '{product} 프로필 완성 보상',
    },
    bodies: {
      kyc_approved: '본인 인증이 승인되었습니다. 이제 {product}의 모든 기능을 이용하실 수 있습니다.',
      kyc_rejected:
        '죄송합니다. 본인 인증이 승인되지 않았습니다. 사유: {reason}. 안내에 따라 서류를 다시 제출해 주세요.',
      ticket_reply: '고객지원팀이 문의 "{title}"에 답변했습니다.',
      deposit_approved: '{amount} USDT 입금이 승인되어 지갑에 반영되었습니다.',
      deposit_rejected: '{amount} USDT 입금 신청이 승인되지 않았습니다. 사유: {reason}',
      chain_deposit_credited: '온체인으로 보낸 {amount} USDT가 확인되어 현금 지갑에 반영되었습니다.',
      withdrawal_approved: '{amount} USDT 출금 신청이 승인되어 지급을 준비하고 있습니다.',
      withdrawal_rejected:
        '{amount} USDT 출금 신청이 승인되지 않아 보류된 금액이 지갑으로 반환되었습니다. 사유: {reason}',
      withdrawal_paid: '{amount} USDT 출금이 지급되었습니다.',
      stake_expiry: '{amount} USDT 스테이킹이 {date}에 만기됩니다.',
      surrender_approved: '중도 해지 신청이 승인되어 위약금을 제외한 {amount} USDT가 현금 지갑으로 반환되었습니다.',
      surrender_rejected:
        '{amount} USDT 스테이킹의 중도 해지 신청이 승인되지 않아 스테이킹이 계속됩니다. 사유: {reason}',
      profile_reward:
        '프로필을 완성해 주셔서 감사합니다. 바우처 포인트 {amount}점이 바우처 포인트 지갑에 적립되었습니다.',
    },
    greeting: '안녕하세요.',
    details: '자세한 내용은 {product}에 로그인하여 확인해 주세요.',
    footer: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
    kycReasons: {
      blurry_image: '서류 사진이 흐릿합니다',
      document_expired: '서류의 유효기간이 지났습니다',
      name_mismatch: '이름이 회원 정보와 일치하지 않습니다',
      document_incomplete: '서류 정보가 불완전합니다',
      other: '기타 사유',
    },
    kycNote: ' (참고: {note})',
  },
  id: {
    subjects: {
      kyc_approved: 'Verifikasi identitas {product} Anda disetujui',
      kyc_rejected: 'Verifikasi identitas {product} Anda belum disetujui',
      ticket_reply: 'Tim dukungan {product} telah membalas tiket Anda',
      deposit_approved: 'Deposit {product} Anda telah dikreditkan',
      deposit_rejected: 'Deposit {product} Anda tidak disetujui',
      chain_deposit_credited: 'Deposit on-chain {product} Anda telah dikreditkan',
      withdrawal_approved: 'Penarikan {product} Anda disetujui',
      withdrawal_rejected: 'Penarikan {product} Anda tidak disetujui',
      withdrawal_paid: 'Penarikan {product} Anda telah dibayarkan',
      stake_expiry: 'Staking {product} Anda akan segera berakhir',
      surrender_approved: 'Pencairan awal {product} Anda disetujui',
      surrender_rejected: 'Pencairan awal {product} Anda tidak disetujui',
      profile_reward: 'Hadiah profil lengkap {product}',
    },
    bodies: {
      kyc_approved: 'Verifikasi identitas Anda telah disetujui. Kini Anda dapat memakai semua fitur {product}.',
      kyc_rejected:
        'Maaf, verifikasi identitas Anda belum disetujui. Alasan: {reason}. Silakan kirim ulang dokumen sesuai petunjuk.',
      ticket_reply: 'Tim dukungan kami telah membalas tiket Anda "{title}".',
      deposit_approved: 'Deposit Anda sebesar {amount} USDT telah disetujui dan masuk ke dompet Anda.',
      deposit_rejected: 'Deposit Anda sebesar {amount} USDT tidak disetujui. Alasan: {reason}',
      chain_deposit_credited:
        'Transfer on-chain Anda sebesar {amount} USDT telah dikonfirmasi dan masuk ke dompet tunai Anda.',
      withdrawal_approved: 'Penarikan Anda sebesar {amount} USDT telah disetujui dan pembayarannya sedang diproses.',
      withdrawal_rejected:
        'Penarikan Anda sebesar {amount} USDT tidak disetujui dan dana yang ditahan telah kembali ke dompet Anda. Alasan: {reason}',
      withdrawal_paid: 'Penarikan Anda sebesar {amount} USDT telah dibayarkan.',
      stake_expiry: 'Staking Anda sebesar {amount} USDT berakhir pada {date}.',
      surrender_approved:
        'Permintaan pencairan awal Anda disetujui: {amount} USDT (pokok dikurangi penalti) telah kembali ke dompet tunai Anda.',
      surrender_rejected:
        'Permintaan pencairan awal untuk staking sebesar {amount} USDT tidak disetujui, dan staking tetap berjalan. Alasan: {reason}',
      profile_reward:
        'Terima kasih telah melengkapi profil Anda: {amount} poin voucher telah ditambahkan ke dompet poin voucher Anda.',
    },
    greeting: 'Halo,',
    details: 'Masuk ke {product} untuk melihat detailnya.',
    footer: 'Email ini dikirim secara otomatis; mohon tidak membalasnya.',
    kycReasons: {
      blurry_image: 'foto dokumen buram',
      document_expired: 'dokumen sudah kedaluwarsa',
      name_mismatch: 'nama tidak sesuai dengan profil',
      document_incomplete: 'dokumen tidak lengkap',
      other: 'alasan lain',
    },
    kycNote: ' (catatan: {note})',
  },
  ms: {
    subjects: {
      kyc_approved: 'Pengesahan identiti {product} anda telah diluluskan',
      kyc_rejected: 'Pengesahan identiti {product} anda tidak diluluskan',
      ticket_reply: 'Pasukan sokongan {product} telah membalas tiket anda',
      deposit_approved: 'Deposit {product} anda telah dikreditkan',
      deposit_rejected: 'Deposit {product} anda tidak diluluskan',
      chain_deposit_credited: 'Deposit rantaian {product} anda telah dikreditkan',
      withdrawal_approved: 'Pengeluaran {product} anda telah diluluskan',
      withdrawal_rejected: 'Pengeluaran {product} anda tidak diluluskan',
      withdrawal_paid: 'Pengeluaran {product} anda telah dibayar',
      stake_expiry: 'Staking {product} anda akan tamat tempoh',
      surrender_approved: 'Penyerahan awal {product} anda diluluskan',
      surrender_rejected: 'Penyerahan awal {product} anda tidak diluluskan',
      profile_reward: 'Ganjaran profil lengkap {product}',
    },
    bodies: {
      kyc_approved: 'Pengesahan identiti anda telah diluluskan. Kini anda boleh menggunakan semua ciri {product}.',
      kyc_rejected:
        'Maaf, pengesahan identiti anda tidak diluluskan. Sebab: {reason}. Sila hantar semula dokumen seperti yang diminta.',
      ticket_reply: 'Pasukan sokongan kami telah membalas tiket anda "{title}".',
      deposit_approved: 'Deposit anda sebanyak {amount} USDT telah diluluskan dan dikreditkan ke dompet anda.',
      deposit_rejected: 'Deposit anda sebanyak {amount} USDT tidak diluluskan. Sebab: {reason}',
      chain_deposit_credited:
        'Pemindahan rantaian anda sebanyak {amount} USDT telah disahkan dan dikreditkan ke dompet tunai anda.',
      withdrawal_approved: 'Pengeluaran anda sebanyak {amount} USDT telah diluluskan dan bayaran sedang diuruskan.',
      withdrawal_rejected:
        'Pengeluaran anda sebanyak {amount} USDT tidak diluluskan dan jumlah yang ditahan telah dikembalikan ke dompet anda. Sebab: {reason}',
      withdrawal_paid: 'Pengeluaran anda sebanyak {amount} USDT telah dibayar.',
      stake_expiry: 'Staking anda sebanyak {amount} USDT akan tamat tempoh pada {date}.',
      surrender_approved:
        'Permohonan penyerahan awal anda telah diluluskan: {amount} USDT (modal ditolak penalti) telah dikembalikan ke dompet tunai anda.',
      surrender_rejected:
        'Permohonan penyerahan awal bagi staking sebanyak {amount} USDT tidak diluluskan, dan staking diteruskan. Sebab: {reason}',
      profile_reward:
        'Terima kasih kerana melengkapkan profil anda: {amount} mata baucar telah dimasukkan ke dompet mata baucar anda.',
    },
    greeting: 'Helo,',
    details: 'Log masuk ke {product} untuk melihat butirannya.',
    footer: 'E-mel ini dihantar secara automatik; sila jangan membalasnya.',
    kycReasons: {
      blurry_image: 'foto dokumen kabur',
      document_expired: 'dokumen telah tamat tempoh',
      name_mismatch: 'nama tidak sepadan dengan profil',
      document_incomplete: 'maklumat dokumen tidak lengkap',
      other: 'sebab lain',
    },
    kycNote: ' (nota: {note})',
  },
};

function isKycReason(value: string): value is KycRejectReason {
  return (kycRejectReasons as readonly string[]).includes(value);
}

/**
 * Dates are shown in the business time zone with its offset ("2026-11-22 22:30 (GMT+8)"), the zone the
 * product's days and settlements run in; members are in many zones and a mail cannot know theirs.
 * In UTC, labelled so, when no zone is given.
 */
function mailDate(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!timeZone) return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${zonedDateTime(date, timeZone).slice(0, 16)} (${zoneOffsetOf(date, timeZone)})`;
}

export function notificationMail<K extends StoredNotificationKind>(options: {
  to: string;
  language: Language;
  productName: string;
  kind: K;
  params: NotificationParamsByKind[K];
  /** The business time zone (BUSINESS_TZ) dates are written in. */
  timeZone?: string;
}): MailMessage {
  const text = notificationMailTexts[options.language];
  const params = options.params as Record<string, string | undefined>;
  let reason = params.reason ?? '';
  if (options.kind === 'kyc_rejected') {
    reason = isKycReason(reason) ? text.kycReasons[reason] : reason;
    if (params.note) reason += fillTemplate(text.kycNote, { note: params.note });
  }
  const values: Record<string, string> = {
    product: options.productName,
    reason,
    title: params.title ?? '',
    amount: params.amount ? formatMoney(params.amount, options.language) : '',
    date: params.expires_at ? mailDate(params.expires_at, options.timeZone) : '',
  };
  const lines = [text.greeting, text.bodies[options.kind], text.details, text.footer];
  return filledMail(options.to, { subject: text.subjects[options.kind], lines }, values);
}
