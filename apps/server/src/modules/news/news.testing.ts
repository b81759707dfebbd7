import type { TestApp } from '../../test/build-test-app';
import { type Session, staffPost } from '../../test/http';

/** A news item or announcement as the back office writes it (a draft until published). */
export interface NewsBody {
  news_type: number;
  language: string;
  title: string;
  description: string;
}

/** Creates a news item as `staff`: the answer as it is, so a test may check a refusal too. */
export function postNews(t: TestApp, staff: Session, body: NewsBody) {
  return staffPost(t, staff, '/api/admin/news', body);
}
