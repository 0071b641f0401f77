npx -y create-next-app@16 my-app --ts --app --no-tailwind --no-eslint --no-src-dir --import-alias "@/*" --use-npm --yes
cd my-app
npm install \
  ../plugboard/.packed/plugboard-schema-0.1.0.tgz \
  ../plugboard/.packed/plugboard-server-0.1.0.tgz \
  ../plugboard/.packed/plugboard-react-0.1.0.tgz \
  ../plugboard/.packed/plugboard-ui-0.1.0.tgz
npm install --save-dev ../plugboard/.packed/plugboard-emulator-0.1.0.tgz
npm pkg set scripts.emulator="plugboard-emulator --port 4010 --memory"
