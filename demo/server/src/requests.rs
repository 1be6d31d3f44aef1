//! The request log of the option endpoints: every `GET` that reached `/api/countries`,
//! `/api/cities`, `/api/slow`, `/api/echo`, `/api/nested`, `/api/fail` or `/api/many`, as
//! its path and query exactly as received (still percent-encoded), oldest first.
//!
//! It shows what a select really asked for: whether it asked at all (`resolveOnLoad`,
//! `minChars`, `delay: -1`), under which parameter name (`searchParam`) and how the values
//! were encoded (`{path}` variables, the search text). A second log holds the requests whose
//! client hung up before they were answered (an aborted `fetch`). Each [`AppState`] has its own log, so
//! servers started side by side (one per end-to-end test) never see each other's requests.

use axum::Json;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;
use serde_json::Value;

use crate::AppState;

/// Middleware: appends the request's path and query to the log, then answers it. A request
/// whose client went away before the answer (an aborted `fetch` closes its connection, and
/// hyper then drops the unfinished handler) is also appended to the cancellation log
/// ([`AppState::cancelled`]).
pub async fn record(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let uri = request.uri();
    let target = uri
        .path_and_query()
        .map_or_else(|| uri.path().to_string(), |p| p.as_str().to_string());
    if let Ok(mut log) = state.requests.lock() {
        log.push(target.clone());
    }
    let mut unanswered = Unanswered {
        target: Some(target),
        state,
    };
    let response = next.run(request).await;
    unanswered.target = None;
    response
}

/// Logs its target as cancelled when dropped before the answer is ready.
struct Unanswered {
    target: Option<String>,
    state: AppState,
}

impl Drop for Unanswered {
    fn drop(&mut self) {
        let Some(target) = self.target.take() else {
            return;
        };
        if let Ok(mut log) = self.state.cancelled.lock() {
            log.push(target);
        }
    }
}

/// Middleware of the attachment route: appends `<METHOD> <path and query>` to the upload log
/// ([`AppState::uploads`]), then answers the request.
pub async fn record_upload(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let uri = request.uri();
    let target = uri
        .path_and_query()
        .map_or_else(|| uri.path().to_string(), |p| p.as_str().to_string());
    if let Ok(mut log) = state.uploads.lock() {
        log.push(format!("{} {target}", request.method()));
    }
    next.run(request).await
}

/// `GET /api/requests`: the log, oldest first.
pub async fn list(State(state): State<AppState>) -> Json<Value> {
    let all = state
        .requests
        .lock()
        .map(|log| log.iter().cloned().map(Value::String).collect())
        .unwrap_or_default();
    Json(Value::Array(all))
}

/// `DELETE /api/requests`: empties the log and the cancellation log.
pub async fn reset(State(state): State<AppState>) -> StatusCode {
    if let Ok(mut log) = state.requests.lock() {
        log.clear();
    }
    if let Ok(mut log) = state.cancelled.lock() {
        log.clear();
    }
    StatusCode::NO_CONTENT
}

/// `GET /api/requests/cancelled`: the requests whose client hung up before the answer, oldest
/// first.
pub async fn cancelled(State(state): State<AppState>) -> Json<Value> {
    Json(Value::Array(
        state.cancelled().into_iter().map(Value::String).collect(),
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // test code

    use std::io::{Read, Write};
    use std::net::{SocketAddr, TcpStream};

    use crate::AppState;

    /// One `method target` request over plain HTTP/1.1; the status line of the answer.
    fn request(addr: SocketAddr, method: &str, target: &str) -> String {
        let mut stream = TcpStream::connect(addr).unwrap();
        write!(
            stream,
            "{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer.lines().next().unwrap_or_default().to_string()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn logs_the_option_endpoints_still_encoded_and_nothing_else() {
        let state = AppState::default();
        let addr = SocketAddr::from(([127, 0, 0, 1], 0));
        let running = crate::spawn(addr, std::env::temp_dir(), state.clone())
            .await
            .unwrap();
        let addr = running.addr;
        let statuses = tokio::task::spawn_blocking(move || {
            [
                request(addr, "GET", "/api/countries?query=S%C3%A3o%20%26"),
                request(addr, "GET", "/api/health"),
                request(addr, "GET", "/api/cities?country=de&from=x"),
                request(addr, "GET", "/api/echo?term=a"),
            ]
        })
        .await
        .unwrap();
        assert!(statuses.iter().all(|s| s.contains(" 200 ")), "{statuses:?}");
        assert_eq!(
            state.requests(),
            [
                "/api/countries?query=S%C3%A3o%20%26",
                "/api/cities?country=de&from=x",
                "/api/echo?term=a"
            ]
        );
        let reset = tokio::task::spawn_blocking(move || request(addr, "DELETE", "/api/requests"))
            .await
            .unwrap();
        assert!(reset.contains(" 204 "), "{reset}");
        assert!(state.requests().is_empty());
        running.task.abort();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_whose_client_hangs_up_before_the_answer_is_logged_as_cancelled() {
        let state = AppState::default();
        let addr = SocketAddr::from(([127, 0, 0, 1], 0));
        let running = crate::spawn(addr, std::env::temp_dir(), state.clone())
            .await
            .unwrap();
        let addr = running.addr;
        // Answered: not cancelled.
        let answered = tokio::task::spawn_blocking(move || {
            request(addr, "GET", "/api/slow?ms=50&from=answered")
        })
        .await
        .unwrap();
        assert!(answered.contains(" 200 "), "{answered}");
        // Sent, then the connection closed while the server still waits (10 s).
        tokio::task::spawn_blocking(move || {
            let mut stream = TcpStream::connect(addr).unwrap();
            write!(
                stream,
                "GET /api/slow?ms=10000&from=gone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            )
            .unwrap();
            stream.flush().unwrap();
            std::thread::sleep(std::time::Duration::from_millis(200));
            drop(stream);
        })
        .await
        .unwrap();
        let mut cancelled = Vec::new();
        for _ in 0..100 {
            cancelled = state.cancelled();
            if !cancelled.is_empty() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        assert_eq!(cancelled, ["/api/slow?ms=10000&from=gone"]);
        assert_eq!(
            state.requests(),
            [
                "/api/slow?ms=50&from=answered",
                "/api/slow?ms=10000&from=gone"
            ]
        );
        running.task.abort();
    }
}
