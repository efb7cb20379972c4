export default definePageConfig({
  navigationBarTitleText: '积分规则',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
