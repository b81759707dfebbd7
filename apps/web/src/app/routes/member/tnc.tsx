import { TermsOfService } from '@/components/legal-text';
import { legalPage } from './legal-page';

export default legalPage(TermsOfService, 'common', 'termsOfService');
