/**
 * The support chat's widget (SUPPORT_CHAT_URL): a third-party script that sets its own cookies,
 * so it is a functional-cookie feature. Added to the page once, and only after the person
 * accepted functional cookies; the CSP allows its origin (script, connections, frames).
 */
export function loadSupportChat(url: string): void {
  if (document.querySelector('script[data-support-chat]')) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.supportChat = '';
  document.body.appendChild(script);
}
