-- Which request topic a match goes out on, and goes out on again when it is re-issued: BULK (match.requested)
-- or PRIORITY (match.requested.priority: validation and a new entry's first ladder matches jump the queue).
alter table match add column lane varchar(16) not null default 'BULK';
