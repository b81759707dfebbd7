import { type Kysely, sql } from 'kysely';

/**
 * News as one item with a version per language, docs/decisions/024-news-versions.md. A row of `news`
 * is the item (type, status, publish time, image, author); `news.language` is its default language,
 * the version members see when theirs is missing. `news_versions` holds the title and text of each
 * language, at most one per language.
 *
 * Existing rows were one per language. Rows that are translations of one another share type, status,
 * publish time, image and author (the seed writes nine rows with the same values and no author), so
 * they fold into one item: the lowest id stays as the item, every row's text becomes a version of it,
 * read markers move to it and the folded rows go. Two rows of the same language never fold together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table news_versions (
      news_id bigint not null references news(id) on delete cascade,
      language text not null,
      title text not null,
      description text not null,
      primary key (news_id, language)
    );

    create temporary table news_fold as
    with ranked as (
      select id, language,
             row_number() over (
               partition by news_type, status, publish_at, image_path, created_by_staff_id, language
               order by id) as nth
        from news
    )
    select r.id, min(r.id) over (
             partition by n.news_type, n.status, n.publish_at, n.image_path, n.created_by_staff_id, r.nth
           ) as item_id
      from ranked r join news n on n.id = r.id;

    insert into news_versions (news_id, language, title, description)
    select f.item_id, n.language, n.title, n.description
      from news n join news_fold f on f.id = n.id;

    insert into news_reads (member_id, news_id, read_at)
    select r.member_id, f.item_id, min(r.read_at)
      from news_reads r join news_fold f on f.id = r.news_id
     where f.id <> f.item_id
     group by r.member_id, f.item_id
    on conflict (member_id, news_id) do nothing;

    delete from news_reads r using news_fold f where f.id = r.news_id and f.id <> f.item_id;
    delete from news n using news_fold f where f.id = n.id and f.id <> f.item_id;

    alter table news drop column title, drop column description;
    drop index news_list_idx;
    create index news_list_idx on news (news_type, publish_at desc);
    drop table news_fold;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
