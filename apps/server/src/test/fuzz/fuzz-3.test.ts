import { defineFuzzShard } from './fuzz-suite';

defineFuzzShard(2, 3);
