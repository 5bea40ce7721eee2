-- Dev and test only (quarkus.flyway.locations adds db/seed in those profiles): competitions to upload to.
-- Repeatable, so it never blocks a later versioned migration. Production competitions will come from the
-- scheduler (issue 4), which will own them and announce them over Kafka; this table then becomes a read model.
INSERT INTO competitions (slug, title, open, uploads_per_day, max_upload_bytes)
VALUES ('demo', 'Demo: RoShamBo ladder', TRUE, 50, 524288),
       ('closed-demo', 'Demo: a closed competition', FALSE, 50, 524288),
       ('strict-quota', 'Demo: two uploads a day', TRUE, 2, 524288)
ON CONFLICT (slug) DO NOTHING;
