import { type Language, defaultLanguage, languages } from '@tandem/contracts';
import type { Database } from '../db/database';

/** news_type 1 shows in the header and on the homepage; 2 is a system announcement. */
const newsTypes = { news: 1, announcement: 2 } as const;

type Copy = { title: string; description: string };

interface Story {
  newsType: (typeof newsTypes)[keyof typeof newsTypes];
  /** How long before seeding the story was published, so lists have a meaningful order and dates. */
  daysAgo: number;
  copy: Record<Language, Copy>;
}

// The same five stories in every language. The copy describes how the platform works (decisions.md)
// and deliberately quotes no rates or returns: those are set by the operator per package.
const stories: Story[] = [
  {
    newsType: newsTypes.news,
    daysAgo: 21,
    copy: {
      zh: {
        title: '欢迎来到 Tandem',
        description:
          'Tandem 将质押计划、钱包和推荐团队整合在同一个平台上。使用推荐人 ID 注册账户并绑定提现地址后，您可以在任何设备上随时查看余额和团队动态。如有疑问，欢迎通过“客服中心”页面联系我们的客服团队。',
      },
      en: {
        title: 'Welcome to Tandem',
        description:
          'Tandem brings staking plans, your wallets and your referral team together in one place. Sign up with a referral ID, bind your withdrawal address, and follow your balances and team from any device. If you have any questions, our customer service team is ready to help through the Customer Service page.',
      },
      'zh-TW': {
        title: '歡迎來到 Tandem',
        description:
          'Tandem 將質押計畫、錢包與推薦團隊整合在同一個平台上。使用推薦人 ID 註冊帳戶並綁定提領地址後，您可以在任何裝置上隨時查看餘額與團隊動態。如有疑問，歡迎透過「客服中心」頁面聯繫我們的客服團隊。',
      },
      th: {
        title: 'ยินดีต้อนรับสู่ Tandem',
        description:
          'Tandem รวมแผนการสเตก กระเป๋าเงิน และทีมแนะนำของคุณไว้ในที่เดียว เพียงสมัครบัญชีด้วยรหัสผู้แนะนำและผูกที่อยู่สำหรับถอนเงิน คุณก็ติดตามยอดคงเหลือและความเคลื่อนไหวของทีมได้จากทุกอุปกรณ์ หากมีข้อสงสัย ทีมบริการลูกค้าของเราพร้อมช่วยเหลือผ่านหน้า "บริการลูกค้า"',
      },
      vi: {
        title: 'Chào mừng bạn đến với Tandem',
        description:
          'Tandem tập hợp các gói staking, ví của bạn và đội nhóm giới thiệu vào cùng một nơi. Chỉ cần đăng ký tài khoản bằng mã người giới thiệu và liên kết địa chỉ rút tiền, bạn có thể theo dõi số dư và đội nhóm của mình trên mọi thiết bị. Nếu có thắc mắc, đội ngũ chăm sóc khách hàng luôn sẵn sàng hỗ trợ qua trang Chăm sóc khách hàng.',
      },
      ja: {
        title: 'Tandem へようこそ',
        description:
          'Tandem では、ステーキングプラン、ウォレット、紹介チームをひとつの場所で管理できます。紹介者 ID でアカウントを登録し、出金先アドレスを連携すれば、どの端末からでも残高やチームの状況を確認できます。ご不明な点があれば、「カスタマーサービス」ページからサポートチームまでお気軽にお問い合わせください。',
      },
      ko: {
        title: 'Tandem에 오신 것을 환영합니다',
        description:
          'Tandem에서는 스테이킹 플랜, 지갑, 추천 팀을 한곳에서 관리할 수 있습니다. 추천인 ID로 계정을 만들고 출금 주소를 연결하면 어떤 기기에서든 잔액과 팀 현황을 확인할 수 있습니다. 궁금한 점이 있으시면 ‘고객센터’ 페이지를 통해 고객지원팀에 문의해 주세요.',
      },
      id: {
        title: 'Selamat datang di Tandem',
        description:
          'Tandem menyatukan paket staking, dompet, dan tim referral Anda dalam satu tempat. Cukup daftar dengan ID referral dan hubungkan alamat penarikan Anda, lalu pantau saldo dan tim Anda dari perangkat apa pun. Jika ada pertanyaan, tim layanan pelanggan kami siap membantu melalui halaman Layanan Pelanggan.',
      },
      ms: {
        title: 'Selamat datang ke Tandem',
        description:
          'Tandem menghimpunkan pelan staking, dompet dan pasukan rujukan anda di satu tempat. Daftar menggunakan ID perujuk dan pautkan alamat pengeluaran anda, kemudian pantau baki serta pasukan anda dari mana-mana peranti. Jika ada sebarang pertanyaan, pasukan khidmat pelanggan kami sedia membantu melalui halaman Khidmat Pelanggan.',
      },
    },
  },
  {
    newsType: newsTypes.news,
    daysAgo: 14,
    copy: {
      zh: {
        title: '每日收益如何计算（仅限工作日，周末不计收益）',
        description:
          '收益按工作日计算：新加坡时间（UTC+8）周一至周五，每个工作日计入一次，从质押生效后的下一个工作日开始。周六和周日不产生收益。每个质押计划都有各自的日收益率，确认前会在质押页面上显示；已产生的收益可随时领取至您的被动收益钱包。',
      },
      en: {
        title: 'How daily profit works (business days only, none on weekends)',
        description:
          'Profit accrues once for each business day, Monday to Friday in Singapore time (UTC+8), starting the business day after your stake begins. No profit accrues on Saturdays or Sundays. Each plan has its own daily rate, shown on the Staking page before you confirm, and accrued profit can be claimed into your Passive Profit wallet at any time.',
      },
      'zh-TW': {
        title: '每日收益如何計算（僅限工作日，週末不計收益）',
        description:
          '收益按工作日計算：新加坡時間（UTC+8）週一至週五，每個工作日計入一次，自質押生效後的下一個工作日開始。週六與週日不產生收益。每個質押計畫都有各自的日收益率，確認前會顯示在質押頁面上；已產生的收益可隨時領取至您的被動收益錢包。',
      },
      th: {
        title: 'กำไรรายวันคำนวณอย่างไร (เฉพาะวันทำการ ไม่มีในวันหยุดสุดสัปดาห์)',
        description:
          'กำไรจะเกิดขึ้นหนึ่งครั้งในแต่ละวันทำการ คือวันจันทร์ถึงวันศุกร์ตามเวลาสิงคโปร์ (UTC+8) โดยเริ่มตั้งแต่วันทำการถัดจากวันที่เริ่มสเตก วันเสาร์และวันอาทิตย์จะไม่มีกำไรเกิดขึ้น แต่ละแผนมีอัตรากำไรรายวันของตัวเอง ซึ่งจะแสดงในหน้าสเตกก่อนที่คุณจะยืนยัน และคุณสามารถรับกำไรที่สะสมไว้เข้ากระเป๋ากำไรแบบพาสซีฟได้ทุกเมื่อ',
      },
      vi: {
        title: 'Lợi nhuận hằng ngày được tính thế nào (chỉ ngày làm việc, không tính cuối tuần)',
        description:
          'Lợi nhuận được ghi nhận một lần cho mỗi ngày làm việc, từ thứ Hai đến thứ Sáu theo giờ Singapore (UTC+8), bắt đầu từ ngày làm việc kế tiếp sau khi khoản staking có hiệu lực. Thứ Bảy và Chủ Nhật không phát sinh lợi nhuận. Mỗi gói có tỷ lệ lợi nhuận hằng ngày riêng, được hiển thị trên trang Staking trước khi bạn xác nhận, và bạn có thể nhận lợi nhuận đã tích lũy về ví Lợi nhuận thụ động bất cứ lúc nào.',
      },
      ja: {
        title: '日次収益の仕組み（営業日のみ、週末は発生しません）',
        description:
          '収益はシンガポール時間（UTC+8）の月曜日から金曜日の営業日ごとに 1 回発生し、ステーキング開始の翌営業日から計上されます。土曜日と日曜日には収益は発生しません。日次収益率はプランごとに異なり、確定前にステーキングページで確認できます。発生した収益は、いつでもパッシブ収益ウォレットに受け取ることができます。',
      },
      ko: {
        title: '일일 수익 안내 (영업일에만 발생, 주말 제외)',
        description:
          '수익은 싱가포르 시간(UTC+8) 기준 월요일부터 금요일까지 영업일마다 한 번씩 발생하며, 스테이킹 시작 다음 영업일부터 적립됩니다. 토요일과 일요일에는 수익이 발생하지 않습니다. 일일 수익률은 플랜마다 다르며 확정 전에 스테이킹 페이지에서 확인할 수 있고, 적립된 수익은 언제든지 패시브 수익 지갑으로 수령할 수 있습니다.',
      },
      id: {
        title: 'Cara kerja keuntungan harian (hanya hari kerja, tidak ada di akhir pekan)',
        description:
          'Keuntungan dihitung satu kali untuk setiap hari kerja, yaitu Senin hingga Jumat waktu Singapura (UTC+8), mulai hari kerja berikutnya setelah staking Anda dimulai. Tidak ada keuntungan pada hari Sabtu dan Minggu. Setiap paket memiliki tingkat keuntungan harian sendiri yang ditampilkan di halaman Staking sebelum Anda mengonfirmasi, dan keuntungan yang terkumpul dapat diklaim ke dompet Keuntungan Pasif kapan saja.',
      },
      ms: {
        title: 'Cara keuntungan harian dikira (hari bekerja sahaja, tiada pada hujung minggu)',
        description:
          'Keuntungan dikira sekali bagi setiap hari bekerja, iaitu Isnin hingga Jumaat mengikut waktu Singapura (UTC+8), bermula hari bekerja berikutnya selepas staking anda bermula. Tiada keuntungan pada hari Sabtu dan Ahad. Setiap pelan mempunyai kadar keuntungan harian tersendiri yang dipaparkan di halaman Staking sebelum anda mengesahkan, dan keuntungan terkumpul boleh dituntut ke dompet Keuntungan Pasif pada bila-bila masa.',
      },
    },
  },
  {
    newsType: newsTypes.news,
    daysAgo: 7,
    copy: {
      zh: {
        title: '账户安全：设置二级密码并完成 KYC 认证',
        description:
          '二级密码用于确认提现、转账等敏感操作，且必须与登录密码不同。完成身份认证（KYC）后才能申请提现。Tandem 工作人员绝不会向您索取密码或验证码，请勿向任何人透露。',
      },
      en: {
        title: 'Security: set your secondary password and complete KYC',
        description:
          'Your secondary password confirms sensitive actions such as withdrawals and transfers, and it must differ from your login password. Identity verification (KYC) must be completed before you can withdraw. Tandem staff will never ask for your passwords or verification codes, so never share them with anyone.',
      },
      'zh-TW': {
        title: '帳戶安全：設定二級密碼並完成 KYC 驗證',
        description:
          '二級密碼用於確認提領、轉帳等敏感操作，且必須與登入密碼不同。完成身分驗證（KYC）後才能申請提領。Tandem 工作人員絕不會向您索取密碼或驗證碼，請勿向任何人透露。',
      },
      th: {
        title: 'ความปลอดภัย: ตั้งรหัสผ่านชั้นที่สองและยืนยันตัวตน (KYC)',
        description:
          'รหัสผ่านชั้นที่สองใช้ยืนยันการทำรายการสำคัญ เช่น การถอนเงินและการโอนเงิน และต้องไม่ซ้ำกับรหัสผ่านสำหรับเข้าสู่ระบบ คุณต้องยืนยันตัวตน (KYC) ให้เรียบร้อยก่อนจึงจะถอนเงินได้ เจ้าหน้าที่ Tandem จะไม่ขอรหัสผ่านหรือรหัสยืนยันจากคุณ โปรดอย่าเปิดเผยข้อมูลเหล่านี้แก่ผู้ใด',
      },
      vi: {
        title: 'Bảo mật: đặt mật khẩu cấp hai và hoàn tất KYC',
        description:
          'Mật khẩu cấp hai dùng để xác nhận các thao tác quan trọng như rút tiền và chuyển tiền, và phải khác với mật khẩu đăng nhập. Bạn cần hoàn tất xác minh danh tính (KYC) trước khi có thể rút tiền. Nhân viên Tandem sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn, vì vậy đừng chia sẻ chúng với bất kỳ ai.',
      },
      ja: {
        title: 'セキュリティ：セカンドパスワードを設定し、KYC を完了しましょう',
        description:
          'セカンドパスワードは出金や送金などの重要な操作の確認に使われ、ログインパスワードとは別のものを設定する必要があります。出金するには、本人確認（KYC）を完了している必要があります。Tandem のスタッフがパスワードや認証コードをお尋ねすることは決してありませんので、誰にも教えないでください。',
      },
      ko: {
        title: '보안: 2차 비밀번호를 설정하고 KYC를 완료하세요',
        description:
          '2차 비밀번호는 출금, 이체 등 중요한 작업을 확인하는 데 사용되며 로그인 비밀번호와 달라야 합니다. 출금하려면 먼저 본인 인증(KYC)을 완료해야 합니다. Tandem 직원은 절대로 비밀번호나 인증 코드를 요구하지 않으니 누구에게도 알려 주지 마세요.',
      },
      id: {
        title: 'Keamanan: atur kata sandi kedua dan selesaikan KYC',
        description:
          'Kata sandi kedua digunakan untuk mengonfirmasi tindakan penting seperti penarikan dan transfer, dan harus berbeda dari kata sandi login. Anda harus menyelesaikan verifikasi identitas (KYC) sebelum dapat melakukan penarikan. Staf Tandem tidak akan pernah meminta kata sandi atau kode verifikasi Anda, jadi jangan bagikan kepada siapa pun.',
      },
      ms: {
        title: 'Keselamatan: tetapkan kata laluan kedua dan lengkapkan KYC',
        description:
          'Kata laluan kedua digunakan untuk mengesahkan tindakan penting seperti pengeluaran dan pemindahan, dan mestilah berbeza daripada kata laluan log masuk. Anda perlu melengkapkan pengesahan identiti (KYC) sebelum boleh membuat pengeluaran. Kakitangan Tandem tidak akan sekali-kali meminta kata laluan atau kod pengesahan anda, jadi jangan kongsikannya dengan sesiapa pun.',
      },
    },
  },
  {
    newsType: newsTypes.announcement,
    daysAgo: 10,
    copy: {
      zh: {
        title: '提现处理时间说明',
        description:
          '提现申请将在提交后 48 小时内处理。如遇周末或公众假期，将顺延至下一个工作日处理，每笔申请都会显示预计处理日期。每个工作日可申请一次提现，手续费会在您确认前显示。',
      },
      en: {
        title: 'Withdrawal processing times',
        description:
          'Withdrawal requests are processed within 48 hours of submission. Requests that fall on a weekend or public holiday roll over to the next business day, and each request shows its expected processing date. You can make one withdrawal per business day, and the fee is shown before you confirm.',
      },
      'zh-TW': {
        title: '提領處理時間說明',
        description:
          '提領申請將於提交後 48 小時內處理。如遇週末或公眾假期，將順延至下一個工作日處理，每筆申請都會顯示預計處理日期。每個工作日可申請一次提領，手續費會在您確認前顯示。',
      },
      th: {
        title: 'ระยะเวลาดำเนินการถอนเงิน',
        description:
          'คำขอถอนเงินจะได้รับการดำเนินการภายใน 48 ชั่วโมงหลังจากส่งคำขอ หากตรงกับวันหยุดสุดสัปดาห์หรือวันหยุดนักขัตฤกษ์ จะเลื่อนไปดำเนินการในวันทำการถัดไป และแต่ละคำขอจะแสดงวันที่คาดว่าจะดำเนินการ คุณถอนเงินได้หนึ่งครั้งต่อวันทำการ และจะเห็นค่าธรรมเนียมก่อนยืนยันทุกครั้ง',
      },
      vi: {
        title: 'Thời gian xử lý rút tiền',
        description:
          'Yêu cầu rút tiền được xử lý trong vòng 48 giờ kể từ khi gửi. Nếu rơi vào cuối tuần hoặc ngày lễ, yêu cầu sẽ được chuyển sang ngày làm việc tiếp theo, và ngày xử lý dự kiến được hiển thị cho từng yêu cầu. Bạn có thể rút tiền một lần mỗi ngày làm việc, và phí sẽ được hiển thị trước khi bạn xác nhận.',
      },
      ja: {
        title: '出金処理時間について',
        description:
          '出金申請は、申請から 48 時間以内に処理されます。週末や祝日にかかる場合は翌営業日の処理となり、各申請には処理予定日が表示されます。出金は 1 営業日につき 1 回まで可能で、手数料は確定前に表示されます。',
      },
      ko: {
        title: '출금 처리 시간 안내',
        description:
          '출금 신청은 접수 후 48시간 이내에 처리됩니다. 주말이나 공휴일에 해당하는 경우 다음 영업일로 넘어가며, 각 신청 건에는 처리 예정일이 표시됩니다. 출금은 영업일당 1회 가능하며, 수수료는 확정 전에 표시됩니다.',
      },
      id: {
        title: 'Waktu pemrosesan penarikan',
        description:
          'Permintaan penarikan diproses dalam 48 jam sejak diajukan. Jika jatuh pada akhir pekan atau hari libur, permintaan akan diproses pada hari kerja berikutnya, dan perkiraan tanggal pemrosesan ditampilkan untuk setiap permintaan. Anda dapat melakukan satu penarikan per hari kerja, dan biayanya ditampilkan sebelum Anda mengonfirmasi.',
      },
      ms: {
        title: 'Tempoh pemprosesan pengeluaran',
        description:
          'Permohonan pengeluaran diproses dalam tempoh 48 jam selepas dihantar. Jika jatuh pada hujung minggu atau cuti umum, permohonan akan diproses pada hari bekerja berikutnya, dan jangkaan tarikh pemprosesan dipaparkan bagi setiap permohonan. Anda boleh membuat satu pengeluaran bagi setiap hari bekerja, dan yuran dipaparkan sebelum anda mengesahkan.',
      },
    },
  },
  {
    newsType: newsTypes.announcement,
    daysAgo: 2,
    copy: {
      zh: {
        title: '系统维护时段通知',
        description:
          '我们将于本周日 02:00 至 04:00（UTC+8）进行例行系统维护。维护期间，登录、质押及提现申请可能暂时无法使用。您的余额和记录不受影响，维护前提交的申请将在维护结束后照常处理。',
      },
      en: {
        title: 'Scheduled maintenance window',
        description:
          'We will carry out scheduled system maintenance this Sunday from 02:00 to 04:00 (UTC+8). During this window you may be unable to log in, stake or submit withdrawals. Your balances and records are not affected, and requests submitted before the window will be processed as usual afterwards.',
      },
      'zh-TW': {
        title: '系統維護時段公告',
        description:
          '我們將於本週日 02:00 至 04:00（UTC+8）進行例行系統維護。維護期間，登入、質押及提領申請可能暫時無法使用。您的餘額與紀錄不受影響，維護前提交的申請將於維護結束後照常處理。',
      },
      th: {
        title: 'แจ้งช่วงเวลาปิดปรับปรุงระบบตามกำหนดการ',
        description:
          'เราจะปิดปรับปรุงระบบตามกำหนดการในวันอาทิตย์นี้ เวลา 02:00 ถึง 04:00 น. (UTC+8) ในช่วงเวลาดังกล่าว คุณอาจไม่สามารถเข้าสู่ระบบ สเตก หรือส่งคำขอถอนเงินได้ ยอดคงเหลือและประวัติรายการของคุณจะไม่ได้รับผลกระทบ และคำขอที่ส่งไว้ก่อนช่วงปิดปรับปรุงจะได้รับการดำเนินการตามปกติหลังจากนั้น',
      },
      vi: {
        title: 'Lịch bảo trì hệ thống',
        description:
          'Chúng tôi sẽ tiến hành bảo trì hệ thống định kỳ vào Chủ Nhật này, từ 02:00 đến 04:00 (UTC+8). Trong thời gian này, bạn có thể tạm thời không đăng nhập, staking hoặc gửi yêu cầu rút tiền được. Số dư và lịch sử giao dịch của bạn không bị ảnh hưởng, và các yêu cầu gửi trước thời gian bảo trì sẽ được xử lý bình thường sau đó.',
      },
      ja: {
        title: '定期メンテナンスのお知らせ',
        description:
          '今週日曜日の 02:00〜04:00（UTC+8）に定期システムメンテナンスを実施します。メンテナンス中は、ログイン、ステーキング、出金申請を一時的にご利用いただけない場合があります。残高や取引履歴に影響はなく、メンテナンス前に受け付けた申請は終了後に通常どおり処理されます。',
      },
      ko: {
        title: '정기 점검 안내',
        description:
          '이번 주 일요일 02:00~04:00(UTC+8)에 정기 시스템 점검을 진행합니다. 점검 시간 동안에는 로그인, 스테이킹, 출금 신청이 일시적으로 제한될 수 있습니다. 잔액과 거래 내역에는 영향이 없으며, 점검 전에 접수된 신청은 점검 후 정상적으로 처리됩니다.',
      },
      id: {
        title: 'Jadwal pemeliharaan sistem',
        description:
          'Kami akan melakukan pemeliharaan sistem terjadwal pada hari Minggu ini pukul 02.00–04.00 (UTC+8). Selama periode ini, Anda mungkin untuk sementara tidak dapat login, melakukan staking, atau mengajukan penarikan. Saldo dan riwayat transaksi Anda tidak terpengaruh, dan permintaan yang diajukan sebelum pemeliharaan akan diproses seperti biasa setelahnya.',
      },
      ms: {
        title: 'Waktu penyelenggaraan berjadual',
        description:
          'Kami akan menjalankan penyelenggaraan sistem berjadual pada hari Ahad ini dari 02:00 hingga 04:00 (UTC+8). Sepanjang tempoh ini, anda mungkin tidak dapat log masuk, membuat staking atau menghantar permohonan pengeluaran buat sementara waktu. Baki dan rekod transaksi anda tidak terjejas, dan permohonan yang dihantar sebelum penyelenggaraan akan diproses seperti biasa selepas itu.',
      },
    },
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Demo news and announcements: five stories, each one item with a version in every language (the
 * default one Chinese), published over the last three weeks. `now` should be the app clock; the
 * member-facing date is updated_at, so it matches publish_at.
 */
export async function insertDemoNews(db: Database, now: Date = new Date()) {
  for (const story of stories) {
    const publishedAt = new Date(now.getTime() - story.daysAgo * dayMs);
    const { id } = await db
      .insertInto('news')
      .values({
        language: defaultLanguage,
        news_type: story.newsType,
        publish_at: publishedAt,
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('news_versions')
      .values(languages.map((language) => ({ news_id: id, language, ...story.copy[language] })))
      .execute();
  }
}
