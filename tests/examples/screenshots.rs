//! `cargo xtask screenshots`: the README's pictures, light and dark.
//!
//! Loads the built demo (`YEWFORM_DIST`) with `?theme=default&mode=<light|dark>` in headless
//! Chromium (`WEBDRIVER_URL`, window 1280×800), puts a select and the editor in each state
//! and writes an element screenshot (cropped to the field, with a small margin) per state to
//! `YEWFORM_SHOTS` (`docs/screenshots/`):
//!
//! - `select-closed-<mode>.png`: the searchable country select with a chosen value;
//! - `select-open-<mode>.png`: the same select open, searching "sa";
//! - `select-error-<mode>.png`: the required select after a failed validation;
//! - `editor-<mode>.png`: the translatable editor with some formatted text, focused.
//!
//! and, in each of the three themes (`?theme=<default|tailwind|bootstrap>&mode=<mode>`), the
//! sign-up form filled in but for the terms, after a submit (the terms' error shown):
//!
//! - `signup-<theme>-<mode>.png`: the whole form, at most 640 px wide.
//!
//! `YEWFORM_SHOTS_ONLY=signup` takes only the sign-up pictures, `=fields` only the others.
//!
//! To look at more (not written for the README): `YEWFORM_SHOTS_SIZE=390x844` takes them at
//! a phone's width, `YEWFORM_SHOTS_REVIEW=1` adds `review-*.png` (the grouped list open, a
//! disabled field, the native selects with and without a value and floating label).
//!
//! Exits non-zero when a state cannot be reached, so a broken picture is never written.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // tool code

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(not(target_arch = "wasm32"))]
#[path = "bench_support/mod.rs"]
mod support;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    use fantoccini::{Client, Locator};
    use serde_json::json;

    use crate::support::start;

    /// The margin around a field in its picture, in CSS pixels (room for the focus ring).
    const MARGIN_PX: u32 = 12;

    /// The themes the sign-up form is pictured in.
    const SIGNUP_THEMES: [&str; 3] = ["default", "tailwind", "bootstrap"];

    #[tokio::main(flavor = "multi_thread", worker_threads = 2)]
    pub async fn main() {
        let out = PathBuf::from(std::env::var("YEWFORM_SHOTS").expect("YEWFORM_SHOTS is set"));
        std::fs::create_dir_all(&out).expect("the screenshots folder can be created");
        let Some(session) = start().await else {
            std::process::exit(1);
        };
        let client = &session.client;
        // `YEWFORM_SHOTS_SIZE=390x844`: a phone's width, to look at (the README uses 1280×800).
        let (width, height) = std::env::var("YEWFORM_SHOTS_SIZE")
            .ok()
            .and_then(|size| {
                let (w, h) = size.split_once('x')?;
                Some((w.parse().ok()?, h.parse().ok()?))
            })
            .unwrap_or((1280, 800));
        client
            .set_window_size(width, height)
            .await
            .expect("window size");
        let only = std::env::var("YEWFORM_SHOTS_ONLY").unwrap_or_default();
        let mut failed = false;
        for mode in ["light", "dark"] {
            if only != "signup" {
                client
                    .set_window_size(width, height)
                    .await
                    .expect("window size");
                if let Err(error) = shoot(client, &session.base, mode, &out).await {
                    eprintln!("screenshots ({mode}): {error}");
                    failed = true;
                }
            }
            if only == "fields" {
                continue;
            }
            // Tall enough for the whole form in one picture.
            client
                .set_window_size(width, height.max(2400))
                .await
                .expect("window size");
            for theme in SIGNUP_THEMES {
                if let Err(error) = signup(client, &session.base, theme, mode, &out).await {
                    eprintln!("screenshots (sign-up, {theme}, {mode}): {error}");
                    failed = true;
                }
            }
        }
        session.stop().await;
        if failed {
            std::process::exit(1);
        }
    }

    async fn shoot(client: &Client, base: &str, mode: &str, out: &Path) -> Result<(), String> {
        client
            .goto(&format!("{base}?theme=default&mode={mode}"))
            .await
            .map_err(|e| e.to_string())?;
        wait_for(client, "#yf-dropdowns-country[role=combobox]").await?;
        // No caret blink or transition half-way in a picture.
        run(
            client,
            "const style = document.createElement('style');
             style.textContent = '*{transition:none!important;caret-color:transparent!important}';
             document.head.appendChild(style);",
            vec![],
        )
        .await?;

        // Closed, with a value: search "germ", click the first option, leave the field.
        type_into(client, "yf-dropdowns-country", "germ").await?;
        wait_for(client, "#yf-dropdowns-country__listbox [role=option]").await?;
        client
            .find(Locator::Css("#yf-dropdowns-country__listbox [role=option]"))
            .await
            .map_err(|e| e.to_string())?
            .click()
            .await
            .map_err(|e| format!("choosing an option: {e}"))?;
        run(client, "document.activeElement.blur();", vec![]).await?;
        wait_for(
            client,
            "[data-field='yf-dropdowns-country'] .yf-combo-single-label",
        )
        .await?;
        save(
            client,
            "yf-dropdowns-country",
            0,
            out,
            &format!("select-closed-{mode}"),
        )
        .await?;

        // Open, searching "sa".
        type_into(client, "yf-dropdowns-country", "sa").await?;
        wait_for(client, "#yf-dropdowns-country__listbox [role=option]").await?;
        let list = run(
            client,
            "const list = document.querySelector(\"[data-field='yf-dropdowns-country'] .yf-combo-dropdown\");
             const field = document.querySelector(\"[data-field='yf-dropdowns-country']\");
             if (!list) return 0;
             // How far the list reaches below the field's box.
             return Math.max(0, Math.ceil(list.getBoundingClientRect().bottom - field.getBoundingClientRect().bottom));",
            vec![],
        )
        .await?;
        let below = u32::try_from(list.as_u64().unwrap_or(0)).unwrap_or(0) + 4;
        save(
            client,
            "yf-dropdowns-country",
            below,
            out,
            &format!("select-open-{mode}"),
        )
        .await?;
        key_on(client, "yf-dropdowns-country", "Escape").await?;
        run(client, "document.activeElement.blur();", vec![]).await?;

        // Invalid: "Check" validates the form; the required select shows its error.
        run(
            client,
            "document.querySelector(\"#dropdowns button[type='submit']\").click();",
            vec![],
        )
        .await?;
        wait_for(client, "#yf-dropdowns-required_demo__error").await?;
        save(
            client,
            "yf-dropdowns-required_demo",
            0,
            out,
            &format!("select-error-{mode}"),
        )
        .await?;

        // The editor: a heading, a list and formatted text, the caret after the bold word.
        wait_for(client, "#yf-article-article[contenteditable]").await?;
        run(
            client,
            "const el = document.getElementById('yf-article-article');
             el.focus();
             const put = (html) => document.execCommand('insertHTML', false, html);
             put('<h1>Release notes</h1><ul><li>native and dropdown views</li><li>light and dark schemes</li></ul><div>The select is <em>faster</em>, the editor keeps <strong>formatting</strong></div>');",
            vec![],
        )
        .await?;
        std::thread::sleep(Duration::from_millis(300));
        save_wide(client, "yf-article-article", out, &format!("editor-{mode}")).await?;
        if std::env::var_os("YEWFORM_SHOTS_REVIEW").is_some() {
            review(client, mode, out).await?;
        }
        Ok(())
    }

    /// The sign-up form in `theme` and `mode`: typed and clicked as a user does (the email
    /// checked by the demo server's `unique` endpoint), all but the terms, then submitted so
    /// the terms show their error. The whole `<form>` in one picture.
    async fn signup(
        client: &Client,
        base: &str,
        theme: &str,
        mode: &str,
        out: &Path,
    ) -> Result<(), String> {
        client
            .goto(&format!("{base}?theme={theme}&mode={mode}"))
            .await
            .map_err(|e| e.to_string())?;
        wait_for(client, "#yf-signup-email").await?;
        // The theme's stylesheet loaded (the default theme has none), and no caret blink or
        // transition half-way in the picture.
        let mut loaded = false;
        for _ in 0..100 {
            let ready = run(
                client,
                "const link = document.getElementById('yf-theme-css');
                 return !link || !link.getAttribute('href') || !!link.sheet;",
                vec![],
            )
            .await?;
            if ready.as_bool() == Some(true) {
                loaded = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        if !loaded {
            return Err(format!("the {theme} stylesheet did not load"));
        }
        run(
            client,
            "const style = document.createElement('style');
             style.textContent = '*{transition:none!important;caret-color:transparent!important}';
             document.head.appendChild(style);",
            vec![],
        )
        .await?;
        for (id, text) in [
            ("yf-signup-name", "Ada Lovelace"),
            ("yf-signup-email", "ada@example.com"),
            ("yf-signup-password", "correct-horse"),
            ("yf-signup-password_confirmation", "correct-horse"),
        ] {
            find(client, id)
                .await?
                .send_keys(text)
                .await
                .map_err(|e| format!("typing into #{id}: {e}"))?;
        }
        // The country: search "united k", choose the first option.
        type_into(client, "yf-signup-country", "united k").await?;
        wait_for(client, "#yf-signup-country__listbox [role=option]").await?;
        client
            .find(Locator::Css("#yf-signup-country__listbox [role=option]"))
            .await
            .map_err(|e| e.to_string())?
            .click()
            .await
            .map_err(|e| format!("choosing a country: {e}"))?;
        wait_for(client, "#yf-signup-bio[contenteditable]").await?;
        run(
            client,
            "const el = document.getElementById('yf-signup-bio');
             el.focus();
             document.execCommand('insertHTML', false, 'Mathematician; I write the <strong>first programs</strong>.');",
            vec![],
        )
        .await?;
        for id in [
            "yf-signup-interests-0",
            "yf-signup-interests-2",
            "yf-signup-plan-1",
            "yf-signup-newsletter",
            "yf-signup-submit",
        ] {
            find(client, id)
                .await?
                .click()
                .await
                .map_err(|e| format!("clicking #{id}: {e}"))?;
        }
        wait_for(client, "#yf-signup-terms__error").await?;
        // The checked email's answer in, nothing busy.
        for _ in 0..100 {
            let busy = run(
                client,
                "return !!document.querySelector(\"#signup [aria-busy='true']\");",
                vec![],
            )
            .await?;
            if busy.as_bool() == Some(false) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        run(client, "document.activeElement.blur();", vec![]).await?;
        std::thread::sleep(Duration::from_millis(300));
        save_css(
            client,
            "#signup",
            640,
            out,
            &format!("signup-{theme}-{mode}"),
        )
        .await
    }

    async fn find(client: &Client, id: &str) -> Result<fantoccini::elements::Element, String> {
        client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Id(id))
            .await
            .map_err(|e| format!("#{id}: {e}"))
    }

    /// `YEWFORM_SHOTS_REVIEW=1`: more states to look at (not in the README): the grouped
    /// list open, a disabled field, the native selects of the order form.
    async fn review(client: &Client, mode: &str, out: &Path) -> Result<(), String> {
        key_on(client, "yf-dropdowns-grouped", "ArrowDown").await?;
        wait_for(client, "#yf-dropdowns-grouped__listbox [role=option]").await?;
        key_on(client, "yf-dropdowns-grouped", "ArrowDown").await?;
        save(
            client,
            "yf-dropdowns-grouped",
            300,
            out,
            &format!("review-groups-{mode}"),
        )
        .await?;
        key_on(client, "yf-dropdowns-grouped", "Escape").await?;
        save(
            client,
            "yf-dropdowns-disabled_demo",
            0,
            out,
            &format!("review-disabled-{mode}"),
        )
        .await?;
        wait_for(client, "#yf-order-country option[value='de']").await?;
        save(
            client,
            "yf-order-country",
            0,
            out,
            &format!("review-native-{mode}"),
        )
        .await?;
        save(
            client,
            "yf-order-size",
            0,
            out,
            &format!("review-native-size-{mode}"),
        )
        .await?;
        run(
            client,
            "const el = document.getElementById('yf-order-country');
             el.value = 'de';
             el.dispatchEvent(new Event('input', {bubbles: true}));
             el.dispatchEvent(new Event('change', {bubbles: true}));",
            vec![],
        )
        .await?;
        std::thread::sleep(Duration::from_millis(300));
        save(
            client,
            "yf-order-country",
            0,
            out,
            &format!("review-native-value-{mode}"),
        )
        .await
    }

    /// Writes the picture of the field `field` (its layout container, at most 560 px wide),
    /// `below` extra pixels under it for an open list.
    async fn save(
        client: &Client,
        field: &str,
        below: u32,
        out: &Path,
        name: &str,
    ) -> Result<(), String> {
        save_at(client, field, below, 560, out, name).await
    }

    /// As [`save`], 720 px wide: the editor's toolbar in one row.
    async fn save_wide(client: &Client, field: &str, out: &Path, name: &str) -> Result<(), String> {
        save_at(client, field, 0, 720, out, name).await
    }

    async fn save_at(
        client: &Client,
        field: &str,
        below: u32,
        width: u32,
        out: &Path,
        name: &str,
    ) -> Result<(), String> {
        save_element(
            client,
            &format!("[data-field='{field}']"),
            below,
            width,
            out,
            name,
        )
        .await
    }

    /// The picture of the element `css` (a whole form), at most `width` px wide.
    async fn save_css(
        client: &Client,
        css: &str,
        width: u32,
        out: &Path,
        name: &str,
    ) -> Result<(), String> {
        save_element(client, css, 0, width, out, name).await
    }

    async fn save_element(
        client: &Client,
        css: &str,
        below: u32,
        width: u32,
        out: &Path,
        name: &str,
    ) -> Result<(), String> {
        run(
            client,
            "const el = document.querySelector(arguments[0]);
             const m = arguments[1], below = arguments[2];
             el.style.maxWidth = `${arguments[3]}px`;
             el.style.padding = `${m}px ${m}px ${m + below}px`;
             el.style.margin = `-${m}px -${m}px -${m + below}px`;
             // Only the field itself: an open list covers the fields below it.
             document.querySelectorAll('.yf-layout').forEach((other) => {
                 if (other !== el && !el.contains(other) && !other.contains(el)) other.style.visibility = 'hidden';
             });
             el.scrollIntoView({block: 'center'});",
            vec![json!(css), json!(MARGIN_PX), json!(below), json!(width)],
        )
        .await?;
        std::thread::sleep(Duration::from_millis(200));
        let element = client
            .find(Locator::Css(css))
            .await
            .map_err(|e| format!("{css}: {e}"))?;
        let png = element
            .screenshot()
            .await
            .map_err(|e| format!("{css}: {e}"))?;
        run(
            client,
            "const el = document.querySelector(arguments[0]);
             el.style.maxWidth = ''; el.style.padding = ''; el.style.margin = '';
             document.querySelectorAll('.yf-layout').forEach((other) => { other.style.visibility = ''; });",
            vec![json!(css)],
        )
        .await?;
        let path = out.join(format!("{name}.png"));
        std::fs::write(&path, &png).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("screenshots: {} ({} bytes)", path.display(), png.len());
        Ok(())
    }

    async fn run(
        client: &Client,
        js: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<serde_json::Value, String> {
        client.execute(js, args).await.map_err(|e| e.to_string())
    }

    async fn wait_for(client: &Client, css: &str) -> Result<(), String> {
        client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(css))
            .await
            .map(|_| ())
            .map_err(|e| format!("{css}: {e}"))
    }

    /// Sets the search text of the combobox `id` as typing does (value + `input` event).
    async fn type_into(client: &Client, id: &str, text: &str) -> Result<(), String> {
        run(
            client,
            "const el = document.getElementById(arguments[0]);
             el.focus();
             el.value = arguments[1];
             el.dispatchEvent(new InputEvent('input', {bubbles: true}));",
            vec![json!(id), json!(text)],
        )
        .await
        .map(|_| ())
    }

    async fn key_on(client: &Client, id: &str, key: &str) -> Result<(), String> {
        run(
            client,
            "const el = document.getElementById(arguments[0]); el.focus();
             el.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[1], bubbles: true, cancelable: true}));",
            vec![json!(id), json!(key)],
        )
        .await
        .map(|_| ())
    }
}
