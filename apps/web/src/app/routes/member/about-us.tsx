import { AboutUs } from '@/components/legal-text';
import { legalPage } from './legal-page';

export default legalPage(AboutUs, 'member', 'profile.aboutUs');
