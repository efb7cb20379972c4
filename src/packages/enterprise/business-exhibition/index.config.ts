export default definePageConfig({
  navigationBarTitleText: '参展信息',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
