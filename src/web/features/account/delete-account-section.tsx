/** 'Delete account' on /profile: filled in by the accounts work (issue 3). */
export function DeleteAccountSection() {
  return null;
}
