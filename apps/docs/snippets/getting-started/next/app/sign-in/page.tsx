export default function SignInPage() {
  return (
    <main>
      <h1>Sign in</h1>
      <form method="post" action="/api/sign-in">
        <label>
          Email <input name="email" type="email" required />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}
