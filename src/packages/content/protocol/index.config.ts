export default definePageConfig({
  navigationBarTitleText: '协议',
  backgroundTextStyle: 'dark',
})
