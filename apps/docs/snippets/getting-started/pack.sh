git clone <plugboard-repository-url> plugboard
cd plugboard
npx -y pnpm@10.34.8 install --frozen-lockfile
npx -y pnpm@10.34.8 --filter "./packages/*" build
npm run pack
cd ..
