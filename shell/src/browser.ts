/** Full-page navigation away from the app (the IdP, the live site); one object so tests can observe it. */
export const browser = {
  redirect(url: string): void {
    window.location.assign(url);
  },
};
