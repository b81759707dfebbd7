import { defineFuzzShard } from './fuzz-suite';

defineFuzzShard(0, 3);
