//! End-to-end tests of the translatable editor: the built demo (`dist/`) served by the real
//! demo backend on 127.0.0.1, driven in headless Chromium through chromedriver. Files are
//! picked through the editor's file input with WebDriver (a real path on disk), uploaded to
//! `POST /api/attachments`, shown in the text, and the form submits `{article: {en, de}}`.
//! The demo's notes form uploads with the `method` option, a named endpoint and the config's
//! `attachment` endpoint; the backend's upload log shows the method and URL each one used.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::path::PathBuf;
use std::time::Duration;

use fantoccini::Locator;
use serde_json::json;
use support::{axe_violations, open_demo, submit};

mod support;

/// A 1×1 PNG.
const PNG: [u8; 70] = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0x64, 0xf8, 0xcf, 0x50,
    0x0f, 0x00, 0x03, 0x86, 0x01, 0x80, 0x5a, 0x34, 0x7d, 0x6b, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// A minimal one-page PDF.
const PDF: &str = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/// Writes the test files into a fresh temp directory and returns their paths.
fn test_files() -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("yewform-e2e-editor-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let png = dir.join("photo.png");
    let pdf = dir.join("report.pdf");
    std::fs::write(&png, PNG).expect("write png");
    std::fs::write(&pdf, PDF).expect("write pdf");
    (png, pdf)
}

/// The demo's article section.
const SECTION: &str = "section[aria-labelledby=article-title]";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn upload_an_image_and_a_pdf_then_submit_both_languages() {
    let (server, state, client) = open_demo().await;
    let wait = || client.wait().at_most(Duration::from_secs(20));
    let en = wait()
        .for_element(Locator::Css("#article [role=textbox][data-language=en]"))
        .await
        .expect("the editor renders");
    en.click().await.expect("focus the English text");
    en.send_keys("Hello from the e2e test. ")
        .await
        .expect("type English");

    let (png, pdf) = test_files();
    for path in [&png, &pdf] {
        let input = client
            .find(Locator::Css(
                "#article input[type=file][data-editor-attach]",
            ))
            .await
            .expect("file input");
        input
            .send_keys(&path.display().to_string())
            .await
            .expect("pick a file");
    }
    wait()
        .for_element(Locator::Css(
            "#article [data-language=en] figure img[src^='/api/attachments/']",
        ))
        .await
        .expect("the image is shown in the text");
    wait()
        .for_element(Locator::Css(
            "#article [data-language=en] figure a[href^='/api/attachments/']",
        ))
        .await
        .expect("the PDF is linked in the text");
    // The uploaded image is really served back.
    let loaded = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             const img = document.querySelector('#article [data-language=en] figure img');
             const check = () => img.complete ? done(img.naturalWidth) : setTimeout(check, 50);
             check();",
            vec![],
        )
        .await
        .expect("script runs");
    assert_eq!(loaded, json!(1), "the stored PNG loads from the backend");

    let violations = axe_violations(&client, SECTION).await;
    println!("axe, editor with attachments: {violations:?}");
    assert!(violations.is_empty(), "axe: {violations:?}");

    // German: switch with the form's language button and type.
    client
        .find(Locator::Css("#article button[data-language=de]"))
        .await
        .expect("de button")
        .click()
        .await
        .expect("switch to German");
    let de = wait()
        .for_element(Locator::Css(
            "#article [role=textbox][data-language=de]:not([hidden])",
        ))
        .await
        .expect("the German text is shown");
    de.click().await.expect("focus the German text");
    de.send_keys("Hallo aus dem Test.")
        .await
        .expect("type German");

    let text = submit(&client, "article", "#article-result").await;
    assert!(text.starts_with("Submitted:"), "{text}");

    let received = state.submissions.lock().expect("lock").clone();
    assert_eq!(received.len(), 1, "{received:?}");
    let article = &received[0]["article"];
    println!("received: {article}");
    let en = article["en"].as_str().expect("English HTML");
    let de = article["de"].as_str().expect("German HTML");
    assert!(en.contains("Hello from the e2e test."), "{en}");
    assert!(en.contains("<img src=\"/api/attachments/"), "{en}");
    assert!(
        en.contains("data-yf-attachment-filename=\"photo.png\""),
        "{en}"
    );
    assert!(en.contains("<a href=\"/api/attachments/"), "{en}");
    assert!(en.contains(">report.pdf</a>"), "{en}");
    assert!(!en.contains("data-yf-upload"), "no placeholder left: {en}");
    let photo = en.find("photo.png").expect("photo");
    let report = en.find("report.pdf").expect("report");
    assert!(
        photo < report,
        "attachments in the order they were picked: {en}"
    );
    assert!(de.contains("Hallo aus dem Test."), "{de}");
    assert!(
        !de.contains("attachments"),
        "the attachments stay in English: {de}"
    );

    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_attachment_endpoint_refuses_files_over_5_mb() {
    let (server, _, client) = open_demo().await;
    let statuses = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             const send = size => {
                 const data = new FormData();
                 data.append('file', new Blob([new Uint8Array(size)], {type: 'application/pdf'}), 'x.pdf');
                 return fetch('/api/attachments', {method: 'POST', body: data}).then(r => r.status);
             };
             Promise.all([send(1024), send(5 * 1024 * 1024 + 1), send(8 * 1024 * 1024)])
                 .then(done, e => done(String(e)));",
            vec![],
        )
        .await
        .expect("script runs");
    assert_eq!(statuses, json!([200, 413, 413]));
    client.close().await.expect("session closes");
    server.task.abort();
}

/// The notes form of the demo: `method`, a URL without `method` (the config's `attachment`
/// method), a named endpoint and the config's `attachment` endpoint, each seen by the backend
/// as the method and URL of the upload.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_use_the_method_option_a_named_endpoint_and_the_config_endpoint() {
    let (server, state, client) = open_demo().await;
    let (png, _) = test_files();
    let cases = [
        ("byMethod", "PUT /api/attachments?via=method"),
        ("byUrl", "PATCH /api/attachments?via=url"),
        ("byName", "PUT /api/attachments?via=named"),
        ("byConfig", "PATCH /api/attachments?via=config"),
    ];
    for (name, expected) in cases {
        let field = format!("#notes [data-field='yf-notes-{name}']");
        let text = client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(&format!("{field} [role=textbox]")))
            .await
            .expect("the editor renders");
        text.click().await.expect("focus the editor");
        client
            .find(Locator::Css(&format!(
                "{field} input[type=file][data-editor-attach]"
            )))
            .await
            .expect("file input")
            .send_keys(&png.display().to_string())
            .await
            .expect("pick a file");
        client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(&format!(
                "{field} figure img[src^='/api/attachments/']"
            )))
            .await
            .unwrap_or_else(|_| {
                panic!(
                    "{name}: the upload answered and the image is shown; uploads seen: {:?}",
                    state.uploads()
                )
            });
        assert_eq!(
            state.uploads().last().map(String::as_str),
            Some(expected),
            "{name}: {:?}",
            state.uploads()
        );
    }
    assert_eq!(
        state.uploads(),
        cases.map(|(_, expected)| expected.to_string()),
        "one upload each"
    );
    client.close().await.expect("session closes");
    server.task.abort();
}
