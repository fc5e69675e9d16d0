-- Design settings (spec 000 §3 "Design settings", spec 001 §3): exactly one row, seeded here with
-- the defaults, so a database of any age has them. Served by GET /pageeditor-api/design-settings
-- and changed by staff with PATCH (http/routes/settingsRoutes.ts, api/designSettings.ts).
CREATE TABLE design_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- header.logoLink: the header logo's picture (a URL or site path), also the fallback social image; '' = the brand text.
  logo_link text NOT NULL DEFAULT '',
  -- cookies: the tag manager container id (GTM-…); NULL = no tag manager.
  tag_manager_id text,
  -- errors per status code: custom HTML of the error page; '' = none (the static file or the default page).
  error_html_404 text NOT NULL DEFAULT '',
  error_html_500 text NOT NULL DEFAULT '',
  error_html_503 text NOT NULL DEFAULT '',
  sticky_overlay_button boolean NOT NULL DEFAULT true,
  -- style1: the menu comes in from the left, style2: from the right.
  menu_style text NOT NULL DEFAULT 'style2' CHECK (menu_style IN ('style1', 'style2')),
  event_item_style text NOT NULL DEFAULT 'style1' CHECK (event_item_style IN ('style1', 'style2', 'style3')),
  -- Detail-section order (spec 001 §3): JSON arrays of section names.
  event_detail_sections jsonb NOT NULL DEFAULT '["ImportantInfo","Description","OpeningHours","ImageSlider","Contributors","Programs","Children","Video","Series","Events","Blog","Sponsors","Promoter"]',
  production_detail_sections jsonb NOT NULL DEFAULT '["ImportantInfo","Description","OpeningHours","ImageSlider","Contributors","Programs","Children","Video","Series","Events","Blog","Sponsors","Promoter"]',
  team_accordion boolean NOT NULL DEFAULT false,
  -- Parsers (spec 001 §3): date format 'dd \n D MMM YY' (a line break after the weekday), time format 'HH.mm', currency sign euro.
  date_format text NOT NULL DEFAULT E'dd \n D MMM YY',
  time_format text NOT NULL DEFAULT 'HH.mm',
  currency_sign text NOT NULL DEFAULT '€'
);
INSERT INTO design_settings (id) VALUES (1);
