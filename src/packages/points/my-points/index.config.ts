export default definePageConfig({
  navigationBarTitleText: '我的积分',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
