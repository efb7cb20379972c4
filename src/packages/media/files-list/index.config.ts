export default definePageConfig({
  navigationBarTitleText: '对接资料',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
